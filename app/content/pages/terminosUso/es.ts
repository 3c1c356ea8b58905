import type { PageContentInput } from "../../page-schema";

export default {
  meta: {
    title: "Términos de uso",
    description:
      "Condiciones de acceso y uso del sitio web: propiedad intelectual e industrial, responsabilidad, política de enlaces, protección de datos y legislación aplicable.",
  },
  blocks: [
    {
      kind: "legal",
      eyebrow: "Información legal",
      title: "Términos de uso",
      updated: "Última actualización: 22 de noviembre de 2026",
      intro: [
        "Se recomienda al usuario leer con atención estos términos cada vez que acceda al sitio web, ya que pueden modificarse para adaptarlos a cambios legislativos o del propio sitio. La versión vigente es la publicada en esta página, con indicación de la fecha de su última actualización.",
      ],
      sections: [
        {
          title: "Objeto",
          paragraphs: [
            "Los presentes términos de uso tienen por objeto regular el acceso, la navegación y la utilización del sitio web titularidad de {{legalName}}, con NIF {{taxId}} y domicilio en {{address}} (en adelante, «la empresa»).",
            "El sitio web tiene por finalidad presentar la empresa, sus alfombras y sus servicios, y permite a los visitantes solicitar muestras, catálogos e información.",
            "El acceso al sitio web y su utilización atribuyen la condición de usuario e implican la aceptación plena y sin reservas de estos términos en la versión publicada en el momento del acceso. El usuario que no esté conforme con ellos deberá abstenerse de utilizar el sitio web.",
          ],
        },
        {
          title: "Condiciones de acceso y uso",
          paragraphs: [
            "El acceso al sitio web es libre y gratuito y no requiere registro previo.",
            "La información sobre los productos tiene carácter orientativo: los colores, texturas y acabados de las alfombras que se muestran en pantalla pueden diferir de los reales en función de la configuración de cada dispositivo, y las imágenes tienen un valor meramente ilustrativo. Los presupuestos, precios y plazos solo vinculan a la empresa una vez confirmados por escrito.",
            "El usuario se compromete a hacer un uso lícito, diligente y de buena fe del sitio web y de sus contenidos, conforme a la ley, a estos términos, a la moral y al orden público, y en particular a:",
          ],
          list: [
            "Facilitar datos veraces, exactos y actualizados en los formularios de solicitud de muestras, de catálogos y de contacto, y no emplear datos de terceros sin su consentimiento.",
            "No introducir ni difundir virus informáticos ni cualquier otro código o programa que pueda causar daños en el sitio web, en los sistemas de la empresa o en los equipos de terceros.",
            "No enviar solicitudes ni formularios de forma automatizada o masiva, ni realizar actuaciones que puedan sobrecargar, inutilizar o deteriorar el funcionamiento del sitio web.",
            "No utilizar el sitio web ni sus contenidos con fines ilícitos o lesivos de los derechos e intereses de la empresa o de terceros.",
          ],
        },
        {
          title: "Propiedad intelectual e industrial",
          paragraphs: [
            "Todos los contenidos del sitio web, incluidos, entre otros, los diseños de las alfombras, las fotografías, los textos, los logotipos, las marcas, el diseño gráfico y el código fuente, son titularidad de la empresa o de sus licenciantes y están protegidos por la normativa española e internacional de propiedad intelectual e industrial.",
            "Queda prohibida la reproducción, distribución, comunicación pública, transformación o cualquier otra forma de explotación, total o parcial, de dichos contenidos sin la autorización previa y por escrito de la empresa. El acceso al sitio web no confiere al usuario ningún derecho ni licencia sobre ellos más allá de su consulta para uso personal y no comercial.",
            "Los diseños personalizados que la empresa elabore y entregue a sus clientes se rigen por lo pactado en el contrato o pedido correspondiente.",
          ],
        },
        {
          title: "Responsabilidad",
          paragraphs: [
            "La empresa no garantiza el acceso continuado e ininterrumpido al sitio web, que podrá suspenderse temporalmente por razones técnicas, de mantenimiento o de seguridad.",
            "La empresa no se hace responsable de los contenidos, productos o servicios de los sitios web de terceros a los que se acceda mediante enlaces incluidos en este sitio web.",
            "La empresa no será responsable de los daños y perjuicios derivados del uso indebido del sitio web o de sus contenidos por parte del usuario, ni del incumplimiento de estos términos.",
            "La información publicada en el sitio web, incluida la relativa a productos, servicios, acabados y plazos, puede modificarse, actualizarse o suprimirse en cualquier momento y sin previo aviso.",
            "Lo dispuesto en esta cláusula se entiende sin perjuicio de la responsabilidad que no pueda excluirse ni limitarse conforme a la legislación aplicable, en particular la de defensa de los consumidores y usuarios.",
          ],
        },
        {
          title: "Política de enlaces",
          paragraphs: [
            "El establecimiento de cualquier enlace desde otro sitio web hacia este sitio web requiere la autorización previa y por escrito de la empresa, que puede solicitarse en {{email}}.",
            "Los enlaces que este sitio web incluya hacia sitios de terceros tienen una finalidad exclusivamente informativa y no implican la aprobación de sus contenidos ni la existencia de relación alguna con sus titulares. La empresa los retirará con diligencia cuando tenga conocimiento efectivo de que remiten a contenidos ilícitos.",
            "La autorización para enlazar se concede con sujeción a las siguientes condiciones, cuyo incumplimiento faculta a la empresa para revocarla y exigir la retirada del enlace:",
          ],
          list: [
            "El enlace debe dirigir a la página de inicio o a páginas concretas del sitio web, sin reproducir sus contenidos.",
            "No se permite mostrar el sitio web ni sus contenidos dentro de marcos (framing) ni mediante técnicas que alteren su presentación o lo hagan aparecer como parte de otro sitio web.",
            "No se pueden realizar manifestaciones falsas, inexactas o incorrectas sobre la empresa, sus productos o sus servicios.",
            "No se puede dar a entender que existe una relación de colaboración, asociación o patrocinio entre la empresa y el titular del sitio web de origen.",
          ],
        },
        {
          title: "Protección de datos",
          paragraphs: [
            "Los datos personales que el usuario facilite a través de los formularios de solicitud de muestras, de catálogos y de contacto se tratan conforme al Reglamento (UE) 2016/679 (RGPD) y a la Ley Orgánica 3/2018 (LOPDGDD), con la finalidad de atender la solicitud y darle seguimiento. La información completa sobre el responsable, las finalidades, la base jurídica, los plazos de conservación, los destinatarios y el ejercicio de los derechos del interesado figura en la política de privacidad.",
            "El uso de cookies y de otras tecnologías de almacenamiento en el navegador se describe en la política de cookies. El usuario puede modificar o retirar su consentimiento en cualquier momento mediante el enlace «Configuración de cookies» situado al pie de todas las páginas.",
          ],
          actions: [
            { label: "Política de privacidad", href: "/politica-privacidad" },
            { label: "Política de cookies", href: "/politica-cookies" },
          ],
        },
        {
          title: "Legislación aplicable y jurisdicción",
          paragraphs: [
            "Los presentes términos se rigen e interpretan conforme a la legislación española.",
            "Para la resolución de cualquier controversia relacionada con el acceso al sitio web o su utilización, las partes se someten a los juzgados y tribunales de Alicante, salvo que el usuario tenga la condición de consumidor y la normativa aplicable le reconozca el derecho a acudir a los juzgados y tribunales de su domicilio.",
          ],
        },
      ],
    },
  ],
} satisfies PageContentInput;
