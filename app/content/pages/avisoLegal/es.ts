import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Aviso legal",
    description:
      "Aviso legal del sitio web: datos identificativos del titular, condiciones de uso, propiedad intelectual, protección de datos y legislación aplicable.",
  },
  blocks: [
    {
      kind: "legal",
      eyebrow: "Información legal",
      title: "Aviso legal",
      updated: "Última actualización: 22 de noviembre de 2026",
      intro: [
        "En cumplimiento del deber de información establecido en el artículo 10 de la Ley 34/2002, de 11 de julio, de Servicios de la Sociedad de la Información y de Comercio Electrónico (LSSI-CE), se facilitan a continuación los datos identificativos del titular del presente sitio web y las condiciones generales que regulan su acceso y utilización.",
      ],
      sections: [
        {
          title: "Datos identificativos del titular",
          paragraphs: [
            "El titular del presente sitio web es {{legalName}}, cuyos datos identificativos, a los efectos del artículo 10 de la LSSI-CE, son los siguientes:",
          ],
          list: [
            "Denominación social: {{legalName}}",
            "NIF: {{taxId}}",
            "Domicilio social: {{address}}",
            "Datos registrales: {{registry}}",
            "Correo electrónico: {{email}}",
            "Teléfono: {{phone}}",
            "Actividad: diseño y fabricación de alfombras tufting a mano, tufting robotizado y a medida desde {{foundedYear}}",
          ],
        },
        {
          title: "Objeto del sitio web",
          paragraphs: [
            "El presente sitio web tiene por objeto dar a conocer la empresa, su actividad, sus productos y sus servicios, así como permitir a los interesados solicitar un muestrario, obtener el catálogo digital y remitir consultas comerciales.",
            "El sitio web tiene carácter exclusivamente informativo. A través de él no se venden productos ni se contratan servicios en línea; cualquier relación comercial se formalizará, en su caso, por los cauces y en las condiciones que las partes acuerden expresamente.",
          ],
        },
        {
          title: "Usuarios y condiciones de uso",
          paragraphs: [
            "El acceso al sitio web atribuye la condición de usuario e implica la aceptación, plena y sin reservas, del presente aviso legal y de las condiciones de uso, en la versión publicada en el momento del acceso.",
            "El usuario se compromete a hacer un uso adecuado del sitio web y de sus contenidos, conforme a la ley, la buena fe, el orden público y el presente aviso legal, y a facilitar información veraz en los formularios que cumplimente. Las condiciones de acceso y uso, el régimen de responsabilidad y la política de enlaces se regulan con detalle en las condiciones de uso.",
          ],
          actions: [{ label: "Términos de uso", href: "/terminos-uso" }],
        },
        {
          title: "Propiedad intelectual e industrial",
          paragraphs: [
            "Los contenidos del sitio web, incluidos textos, fotografías, diseños de alfombras, logotipos, marcas y código fuente, son titularidad de {{legalName}} o de terceros que han autorizado su uso, y se encuentran protegidos por la normativa de propiedad intelectual e industrial.",
            "Queda prohibida su reproducción, distribución, comunicación pública o transformación, total o parcial, sin la autorización previa y expresa de su titular, salvo la mera visualización en el navegador del usuario. El régimen aplicable se desarrolla en las condiciones de uso.",
          ],
        },
        {
          title: "Protección de datos personales y cookies",
          paragraphs: [
            "Los datos personales que el usuario facilite a través de los formularios del sitio web (solicitud de muestrario, solicitud del catálogo digital y consulta de contacto) serán tratados por {{legalName}}, en calidad de responsable del tratamiento, de conformidad con el Reglamento (UE) 2016/679 (RGPD) y la Ley Orgánica 3/2018 (LOPDGDD). La información relativa a las finalidades, la base jurídica, los plazos de conservación y el ejercicio de derechos figura en la política de privacidad.",
            "El sitio web utiliza el almacenamiento técnico necesario para su funcionamiento y, únicamente con el consentimiento previo del usuario, las herramientas opcionales descritas en la política de cookies. El usuario puede modificar o retirar su consentimiento en cualquier momento mediante el enlace «Configuración de cookies» situado al pie de todas las páginas.",
          ],
          actions: [
            { label: "Política de privacidad", href: "/politica-privacidad" },
            { label: "Política de cookies", href: "/politica-cookies" },
          ],
        },
        {
          title: "Legislación aplicable y jurisdicción",
          paragraphs: [
            "El presente aviso legal y las relaciones entre el titular del sitio web y sus usuarios se rigen por la legislación española.",
            "Para la resolución de cualquier controversia relacionada con el sitio web, las partes se someten a los Juzgados y Tribunales de Alicante. Cuando el usuario tenga la condición de consumidor, será competente el juzgado o tribunal de su domicilio en los casos en que así lo disponga la normativa aplicable.",
          ],
        },
      ],
    },
  ],
} satisfies PageContentInput;
