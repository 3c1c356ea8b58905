import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Política de cookies",
    description:
      "Qué cookies y tecnologías similares utiliza este sitio web, con qué finalidad y cómo puede el usuario aceptarlas, rechazarlas o eliminarlas.",
  },
  blocks: [
    {
      kind: "legal",
      eyebrow: "Información legal",
      title: "Política de cookies",
      updated: "Última actualización: 27 de noviembre de 2026",
      intro: [
        "En cumplimiento del artículo 22.2 de la Ley 34/2002, de 11 de julio, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE), {{legalName}} informa al usuario de los dispositivos de almacenamiento y recuperación de datos que utiliza este sitio web, de su finalidad y del modo de aceptarlos, rechazarlos o eliminarlos.",
      ],
      sections: [
        {
          title: "Qué son las cookies y las tecnologías similares",
          paragraphs: [
            "Las cookies son pequeños archivos que un sitio web descarga en el equipo terminal del usuario (ordenador, teléfono móvil o tableta) cuando accede a él y que permiten almacenar y recuperar información sobre su navegación. Existen tecnologías similares que cumplen la misma función, como el almacenamiento local del navegador (localStorage).",
            "Este sitio web no instala cookies propias desde su servidor: utiliza el almacenamiento local del navegador, al que el artículo 22.2 de la LSSI-CE aplica el mismo régimen que a las cookies. Por ello, en la presente política el término «cookies» comprende tanto las cookies en sentido estricto como el almacenamiento local y cualquier otro dispositivo de almacenamiento y recuperación de datos en el equipo del usuario.",
          ],
        },
        {
          title: "Categorías de cookies utilizadas",
          paragraphs: [
            "Según su finalidad, los elementos que utiliza este sitio web se agrupan en las cuatro categorías siguientes. El usuario puede aceptar o rechazar cada una de ellas por separado, con excepción de las técnicas, que son imprescindibles para el funcionamiento del sitio:",
          ],
          list: [
            "Técnicas o necesarias (siempre activas): permiten el funcionamiento del sitio web y la prestación del servicio expresamente solicitado por el usuario, como conservar el idioma elegido y registrar sus preferencias sobre cookies. Están exceptuadas del deber de obtener consentimiento conforme al artículo 22.2 de la LSSI-CE y no pueden desactivarse.",
            "De personalización: permiten recordar las preferencias de navegación del usuario para adaptar el sitio web. Actualmente el sitio no almacena ningún elemento de esta categoría, puesto que la preferencia de idioma tiene carácter técnico; en caso de utilizarse, solo se activarán con el consentimiento del usuario.",
            "De análisis: permiten conocer, de forma anónima y agregada, el número de visitas y el uso que se hace del sitio web. Se obtienen mediante un contador de visitas alojado en servidores propios, que no utiliza cookies, no almacena información en el dispositivo del usuario ni realiza seguimiento entre sitios web, y que solo se carga con el consentimiento del usuario.",
            "De terceros: son las gestionadas por una entidad distinta del titular del sitio web. En este sitio corresponden únicamente al mapa de situación de la fábrica que se muestra en la sección de contacto, servido por OpenStreetMap, que solo se carga con el consentimiento del usuario; hasta entonces se muestra un dibujo con el botón «Mostrar el mapa», cuya pulsación equivale a aceptar esta categoría.",
          ],
        },
        {
          title: "Elementos almacenados",
          paragraphs: [
            "A continuación se relacionan los elementos que este sitio web almacena o carga en el dispositivo del usuario, con indicación de su finalidad, categoría y duración:",
          ],
          list: [
            "language: conserva el idioma elegido por el usuario para mostrar el sitio web en dicho idioma. Categoría: técnica. Duración: permanece en el almacenamiento local hasta que el usuario lo elimine.",
            "cookieConsent: registra la elección del usuario respecto de cada una de las cuatro categorías de cookies. Categoría: técnica. Duración: permanece en el almacenamiento local hasta que el usuario lo elimine; la elección se solicita de nuevo transcurridos 12 meses.",
            "cookieConsentDate: registra la fecha y la hora en que el usuario realizó su elección, a fin de solicitarla de nuevo cuando haya transcurrido el plazo de validez. Categoría: técnica. Duración: permanece en el almacenamiento local hasta que el usuario lo elimine; la elección se solicita de nuevo transcurridos 12 meses.",
            "cookieConsentRevision: registra la versión de las categorías de cookies a la que se refiere la elección del usuario, a fin de solicitarla de nuevo si estas se modifican. Categoría: técnica. Duración: permanece en el almacenamiento local hasta que el usuario lo elimine; la elección se solicita de nuevo transcurridos 12 meses.",
            "nudo_project: guarda las alfombras que el usuario reúne en «Mi proyecto», con el lugar y la cantidad de cada una, para mostrarlas y compartirlas cuando lo pida; solo la escribe el servidor cuando el usuario añade, cambia o quita una alfombra. Categoría: técnica. Duración: {{projectCookieDays}} días desde el último cambio.",
            "Analítica: contador de visitas anónimo, alojado en servidores propios y sin cookies, que solo se carga con el consentimiento del usuario. Categoría: análisis. Duración: no aplicable, pues no almacena información alguna en el dispositivo del usuario.",
            "Mapa de OpenStreetMap: el marco que muestra el mapa de situación puede instalar cookies de la Fundación OpenStreetMap, que las gestiona conforme a su propia política de privacidad, y solo se carga con el consentimiento del usuario para las cookies de terceros. Categoría: de terceros. Duración: la establecida por la Fundación OpenStreetMap en su política.",
            "visitSource: conserva, mientras dura la visita, la primera página visitada, el sitio web de procedencia y sus parámetros de campaña (utm_*), para enviarlos con el formulario que el usuario decida remitir, tal como se explica en la Política de privacidad. Solo se guarda con el consentimiento del usuario para la categoría de análisis y se borra si lo retira. Categoría: análisis. Duración: permanece en el almacenamiento de sesión del navegador, que se vacía al cerrar la pestaña.",
          ],
          links: [
            {
              label: "Política de privacidad de la Fundación OpenStreetMap",
              href: "https://osmfoundation.org/wiki/Privacy_Policy",
            },
          ],
        },
        {
          title: "Consentimiento",
          paragraphs: [
            "Las cookies técnicas se utilizan sin necesidad de consentimiento, por ser estrictamente necesarias para prestar el servicio solicitado. Las demás categorías solo se activan si el usuario presta su consentimiento, de conformidad con el artículo 22.2 de la LSSI-CE y el artículo 6.1.a) del Reglamento General de Protección de Datos (RGPD).",
            "El consentimiento se presta aceptando el aviso que se muestra en la primera visita al sitio web, que ofrece tres opciones: «Aceptar todas», «Solo necesarias» y «Configurar». Esta última permite aceptar o rechazar cada categoría por separado, sin que ninguna casilla figure marcada de antemano.",
            "El usuario puede modificar o retirar su consentimiento en cualquier momento mediante el enlace «Configuración de cookies» situado en el pie de todas las páginas del sitio web. La retirada del consentimiento no afecta a la licitud del tratamiento basado en el consentimiento previo a su retirada.",
            "La elección del usuario se solicita de nuevo transcurridos 12 meses desde que se realizó, así como cuando se modifican las categorías de cookies utilizadas o sus finalidades.",
          ],
        },
        {
          title: "Cómo bloquear o eliminar las cookies en el navegador",
          paragraphs: [
            "Con independencia de lo anterior, el usuario puede permitir, bloquear o eliminar las cookies y los datos del almacenamiento local de su equipo mediante la configuración de su navegador. Las instrucciones de los navegadores más utilizados pueden consultarse en los enlaces que figuran a continuación.",
            "La desactivación o eliminación de las cookies puede impedir el correcto funcionamiento de algunas funciones del sitio web, como la conservación del idioma elegido o la visualización del mapa de situación.",
          ],
          links: [
            { label: "Ayuda de Google Chrome", href: "https://support.google.com/chrome/answer/95647" },
            {
              label: "Ayuda de Mozilla Firefox",
              href: "https://support.mozilla.org/kb/clear-cookies-and-site-data-firefox",
            },
            {
              label: "Ayuda de Apple Safari",
              href: "https://support.apple.com/guide/safari/manage-cookies-sfri11471/mac",
            },
            {
              label: "Ayuda de Microsoft Edge",
              href: "https://support.microsoft.com/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09",
            },
          ],
        },
        {
          title: "Responsable",
          paragraphs: [
            "El responsable de la utilización de las cookies propias y del tratamiento de los datos que, en su caso, se obtengan a través de ellas es {{legalName}}, con NIF {{taxId}} y domicilio en {{address}}. Para cualquier consulta relativa a la presente política, el usuario puede dirigirse a la dirección de correo electrónico {{email}}.",
            "La información sobre el tratamiento de los datos personales y sobre el ejercicio de los derechos de acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad figura en la Política de privacidad.",
          ],
          actions: [{ label: "Política de privacidad", href: "/politica-privacidad" }],
        },
        {
          title: "Actualización de la presente política",
          paragraphs: [
            "{{legalName}} podrá modificar la presente Política de cookies para adaptarla a novedades legislativas, a los criterios de la Agencia Española de Protección de Datos o a cambios en los elementos que utiliza el sitio web.",
            "Las modificaciones se publicarán en esta página con indicación de la fecha de la última actualización. Cuando afecten a las categorías de cookies utilizadas o a sus finalidades, se solicitará de nuevo el consentimiento del usuario.",
          ],
        },
      ],
    },
  ],
} satisfies PageContentInput;
