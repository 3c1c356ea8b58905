import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Política de privacidad",
    description:
      "Cómo se tratan los datos personales facilitados en los formularios del sitio web: finalidades, base jurídica, conservación, destinatarios y derechos.",
  },
  blocks: [
    {
      kind: "legal",
      eyebrow: "Información legal",
      title: "Política de privacidad",
      updated: "Última actualización: 27 de noviembre de 2026",
      intro: [
        "De conformidad con el Reglamento (UE) 2016/679 del Parlamento Europeo y del Consejo, de 27 de abril de 2016, Reglamento General de Protección de Datos (RGPD), y con la Ley Orgánica 3/2018, de 5 de diciembre, de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD), {{legalName}} informa al usuario sobre el tratamiento de los datos personales que facilite a través de este sitio web.",
      ],
      sections: [
        {
          title: "Responsable del tratamiento",
          paragraphs: [
            "El responsable del tratamiento de los datos personales recabados a través de este sitio web es {{legalName}}, cuyos datos identificativos y de contacto son los siguientes:",
          ],
          list: [
            "Denominación social: {{legalName}}",
            "NIF: {{taxId}}",
            "Domicilio: {{address}}",
            "Correo electrónico: {{email}}",
            "Teléfono: {{phone}}",
          ],
        },
        {
          title: "Finalidades del tratamiento",
          paragraphs: [
            "El sitio web no dispone de cuentas de usuario ni de registro y no ofrece boletín informativo. Los datos personales no se utilizan con fines publicitarios ni de mercadotecnia, ni para elaborar perfiles.",
            "Los formularios no recaban el consentimiento para el envío de comunicaciones comerciales, por lo que estas no se remitirán sin un consentimiento específico y separado del interesado. La cumplimentación de los campos señalados como obligatorios es necesaria para atender la petición; si no se facilitan, no será posible tramitarla.",
            "Los servidores registran la dirección IP y las peticiones recibidas con la única finalidad de garantizar la seguridad del sitio web. Con cada solicitud se guarda además la página del sitio desde la que se envió el formulario, con los parámetros de campaña de su dirección (utm_source, utm_medium, utm_campaign, utm_term y utm_content) y sin el resto de ella, así como el sitio web desde el que se llegó a dicha página, con el fin de saber qué páginas y campañas dan lugar a las consultas y de asignar cada una a la persona del equipo comercial que corresponda. Solo si el usuario ha aceptado la categoría «Analítica» en el aviso de cookies, su navegador conserva también, mientras dura la visita, la primera página visitada, su procedencia y sus parámetros de campaña, y los envía con el formulario; sin ese consentimiento no se guarda nada en el dispositivo con este fin. Estos datos se conservan y se suprimen junto con la solicitud. La información que se almacena en el navegador del usuario y el uso de cookies y tecnologías similares se explican en la Política de cookies, a la que se accede al final de este apartado.",
            "Para mostrar u ocultar los contenidos destinados solo a determinados países, como la sección de aviación privada, el servidor consulta la dirección IP del usuario en una base de datos de países alojada en el propio servidor. La dirección no se comunica a terceros, y ni ella ni el país resultante se almacenan.",
            "Los datos personales se recaban únicamente a través de los tres formularios siguientes y se tratan para atender la petición del interesado y realizar el seguimiento de dicha petición comercial:",
          ],
          list: [
            "Solicitud de muestrario: nombre, apellidos, correo electrónico, teléfono, empresa, cargo, dirección de envío, ciudad, código postal, país y comentarios, con la finalidad de preparar y enviar el muestrario solicitado.",
            "Solicitud de catálogo digital: nombre, apellidos, correo electrónico, teléfono, empresa, cargo e intereses, con la finalidad de remitir el catálogo por correo electrónico.",
            "Consulta de contacto: nombre, empresa, correo electrónico, teléfono, tipo de proyecto y mensaje, con la finalidad de responder a la consulta planteada.",
          ],
          actions: [{ label: "Política de cookies", href: "/politica-cookies" }],
        },
        {
          title: "Base jurídica del tratamiento",
          paragraphs: ["El tratamiento de los datos personales se fundamenta en las siguientes bases jurídicas:"],
          list: [
            "La aplicación, a petición del interesado, de medidas precontractuales (artículo 6.1.b del RGPD): el envío del muestrario, la remisión del catálogo y la respuesta a las consultas sobre un posible encargo.",
            "El interés legítimo del responsable en atender las consultas que recibe y en realizar su seguimiento, así como en garantizar la seguridad del sitio web (artículo 6.1.f del RGPD). El interesado puede oponerse a este tratamiento en los términos indicados en el apartado de derechos.",
            "El consentimiento del usuario para las cookies y tecnologías de almacenamiento opcionales (artículo 6.1.a del RGPD y artículo 22.2 de la Ley 34/2002, de 11 de julio, de servicios de la sociedad de la información y de comercio electrónico, LSSI-CE). El consentimiento puede retirarse en cualquier momento mediante el enlace «Configuración de cookies» situado en el pie de todas las páginas, sin que ello afecte a la licitud del tratamiento anterior a su retirada.",
          ],
        },
        {
          title: "Plazo de conservación de los datos",
          paragraphs: [
            "Los datos facilitados a través de los formularios se conservan durante el tiempo necesario para atender la petición y se suprimen automáticamente del sitio web transcurridos {{leadRetentionDays}} días desde su recepción, junto con los mensajes de correo electrónico a que dieron lugar. El contenido de los mensajes ya enviados se borra {{outboxKeepDays}} días después de su envío; solo se conserva constancia de que se enviaron y de cuándo.",
            "La imagen de una alfombra colocada en la foto de su habitación, que puede crear en el configurador, se prepara en su navegador y no se envía a ningún sitio salvo que marque la casilla para enviarla con su solicitud de presupuesto. Si la envía, se guarda sin los metadatos de la cámara junto con la solicitud, solo la ve el equipo comercial y se suprime con ella, transcurridos {{leadRetentionDays}} días o antes si ejerce su derecho de supresión; se incluye en la copia de sus datos si ejerce su derecho de acceso.",
            "Las alfombras que reúne en «Mi proyecto», con el lugar y la cantidad que escribe para cada una, se guardan solo en su navegador, en la cookie técnica nudo_project, durante {{projectCookieDays}} días desde el último cambio; no se envían a ningún sitio salvo que pida muestras y presupuesto del proyecto, y entonces se guardan con esa solicitud y se suprimen con ella. Si comparte el proyecto, se guarda en el servidor una copia de las alfombras, sus lugares y cantidades, sin ningún dato suyo, a la que solo se accede con el enlace generado: el enlace caduca a los {{projectLinkDays}} días y la copia se suprime automáticamente {{projectExpiredKeptDays}} días después.",
            "Si la petición da lugar a una relación contractual, los datos necesarios para ella se incorporan a los sistemas de gestión de clientes del responsable y se conservan durante su vigencia y, posteriormente, durante los plazos de prescripción de las acciones y de las obligaciones legales aplicables, como el plazo de seis años de conservación de los libros, la correspondencia y los justificantes que establece el artículo 30 del Código de Comercio.",
            "Para proteger los formularios frente a envíos masivos, cada envío se anota con un resumen criptográfico (hash) de la dirección IP, y cada mensaje de confirmación con uno de la dirección de correo electrónico de destino, nunca con las direcciones en sí. Estas anotaciones sirven solo para limitar el número de envíos y se eliminan automáticamente en un plazo máximo de 48 horas. Los registros del servidor que contienen la dirección IP se conservan durante un máximo de treinta días por motivos de seguridad.",
          ],
        },
        {
          title: "Destinatarios de los datos",
          paragraphs: [
            "Los datos se almacenan en los servidores y bases de datos propios del responsable y no se venden a terceros. Únicamente se comunican, en la medida estrictamente necesaria, a los destinatarios que se indican al final de este apartado.",
            "No se realizan transferencias internacionales de datos, salvo las que puedan requerir los proveedores que actúan como encargados del tratamiento para prestar sus servicios; en ese caso, se efectúan con las garantías previstas en el RGPD, como las cláusulas contractuales tipo aprobadas por la Comisión Europea.",
            "El mapa de OpenStreetMap de la sección de contacto solo se carga si el usuario acepta los contenidos de terceros; en ese caso, la OpenStreetMap Foundation, que presta este servicio, recibe la dirección IP del usuario. Este contenido se describe en la Política de cookies.",
            "Los destinatarios de los datos son los siguientes:",
          ],
          list: [
            "El proveedor del servicio de envío de correo electrónico, que remite los mensajes de confirmación y de notificación en calidad de encargado del tratamiento, vinculado al responsable por un contrato conforme al artículo 28 del RGPD.",
            "La empresa de mensajería que entrega el muestrario, a la que se comunican únicamente los datos necesarios para el envío.",
            "Las administraciones públicas, los juzgados y tribunales y demás autoridades competentes, cuando así lo exija una obligación legal.",
          ],
        },
        {
          title: "Derechos del interesado",
          paragraphs: [
            "De conformidad con el RGPD y la LOPDGDD, el interesado puede ejercer gratuitamente ante el responsable los derechos que se enumeran al final de este apartado. El responsable no adopta decisiones basadas únicamente en el tratamiento automatizado de los datos.",
            "Para ello, debe dirigir un escrito al responsable por correo electrónico a {{email}} o por correo postal a {{address}}, indicando el derecho que desea ejercer. La solicitud debe ir acompañada, en todo caso, de una copia de un documento que acredite la identidad del interesado (DNI, NIE o pasaporte).",
            "El responsable responderá a la solicitud en el plazo de un mes desde su recepción.",
            "Si considera que el tratamiento de sus datos no se ajusta a la normativa, el interesado tiene derecho a presentar una reclamación ante la Agencia Española de Protección de Datos (AEPD), cuya sede electrónica se enlaza al final de este apartado.",
            "Los derechos que asisten al interesado son los siguientes:",
          ],
          list: [
            "Acceso: conocer si se están tratando sus datos personales y obtener una copia de ellos.",
            "Rectificación: obtener la corrección de los datos inexactos o incompletos.",
            "Supresión: obtener la eliminación de los datos cuando, entre otros motivos, ya no sean necesarios para los fines para los que se recogieron.",
            "Oposición: oponerse, por motivos relacionados con su situación particular, al tratamiento basado en el interés legítimo.",
            "Limitación del tratamiento: obtener que se suspenda el tratamiento de los datos en los supuestos previstos en la normativa.",
            "Portabilidad: recibir los datos que haya facilitado en un formato estructurado, de uso común y de lectura mecánica, y transmitirlos a otro responsable.",
          ],
          links: [{ label: "Agencia Española de Protección de Datos (AEPD)", href: "https://www.aepd.es" }],
        },
        {
          title: "Medidas de seguridad",
          paragraphs: [
            "El responsable aplica las medidas técnicas y organizativas apropiadas para garantizar un nivel de seguridad adecuado al riesgo, de acuerdo con el artículo 32 del RGPD, entre ellas las siguientes:",
          ],
          list: [
            "El cifrado de las comunicaciones entre el navegador y el servidor mediante el protocolo HTTPS.",
            "La restricción del acceso a los datos al personal autorizado.",
            "La realización de copias de seguridad.",
            "La sujeción de los encargados del tratamiento, mediante contrato, a las obligaciones de confidencialidad y seguridad que exige el RGPD.",
          ],
        },
        {
          title: "Menores de edad",
          paragraphs: [
            "El sitio web no se dirige a menores de catorce años. De acuerdo con el artículo 7 de la LOPDGDD, el tratamiento de los datos de los menores de catorce años solo es lícito con el consentimiento de sus padres o tutores.",
            "Si el responsable tiene conocimiento de que conserva datos de un menor de catorce años obtenidos sin dicho consentimiento, procederá a su supresión. Los padres o tutores que detecten esta circunstancia pueden comunicarlo a {{email}}.",
          ],
        },
        {
          title: "Modificaciones de la política de privacidad",
          paragraphs: [
            "El responsable puede modificar esta política para adaptarla a novedades legislativas o a cambios en el tratamiento de los datos. Las modificaciones se publicarán en esta página, con indicación de la fecha de la última actualización al comienzo del texto.",
            "Se recomienda al usuario que revise esta política periódicamente.",
          ],
        },
      ],
    },
  ],
} satisfies PageContentInput;
