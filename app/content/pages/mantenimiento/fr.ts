import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Entretien des tapis : soin quotidien, taches et nettoyage",
    description:
      "Guide d'entretien des tapis en laine, en soie et en fibres techniques : soin au quotidien, conduite à tenir face à une tache et service de nettoyage professionnel.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Entretien",
      title: "L'entretien d'un tapis, en toute simplicité",
      lead: "Quelques gestes réguliers et notre guide d'entretien suffisent pour que votre tapis garde sa couleur, son toucher et sa tenue pendant de longues années. Pour tout le reste, notre service de nettoyage professionnel est à vos côtés.",
      image: { alt: "Tapis à motif fin et répété, vu de dessus" },
    },
    {
      kind: "text",
      eyebrow: "Au quotidien",
      title: "De petits gestes, de grands effets",
      paragraphs: [
        "Passez l'aspirateur régulièrement, dans le sens du velours et sans brosse rotative, surtout sur les tapis bouclés, en soie ou à relief sculpté. À la maison, une fois par semaine suffit généralement ; dans les lieux très fréquentés, mieux vaut le faire chaque jour.",
        "Faites pivoter le tapis de temps à autre pour répartir l'usure et évitez l'exposition prolongée au soleil direct. Les premières semaines, il est normal qu'un tapis en laine perde un peu de fibres : cela disparaît avec l'aspiration.",
      ],
      image: { alt: "Tapis à petit motif répété dans une chambre" },
    },
    {
      kind: "numbered",
      eyebrow: "Taches",
      title: "Que faire face à une tache",
      intro:
        "Agir vite, c'est l'essentiel. Suivez ces étapes et, si la tache persiste, appelez-nous avant d'essayer tout autre produit.",
      items: [
        {
          title: "Retirez",
          text: "Ôtez les résidus solides à la cuillère et absorbez le liquide avec un linge blanc et propre, sans frotter.",
        },
        {
          title: "Tamponnez, sans frotter",
          text: "Travaillez du bord vers le centre de la tache pour ne pas l'étendre. Frotter ouvre la fibre et l'use.",
        },
        {
          title: "Testez d'abord",
          text: "S'il faut humidifier, utilisez de l'eau froide et un détergent neutre, après un essai sur une zone peu visible. Évitez l'eau de Javel et les détachants agressifs.",
        },
        {
          title: "Laissez sécher",
          text: "Absorbez l'humidité restante et laissez sécher à l'air libre, sans source de chaleur directe. Sur la soie ou les mélanges délicats, faites toujours appel à un professionnel.",
        },
      ],
    },
    {
      kind: "text",
      eyebrow: "Nettoyage professionnel",
      title: "Notre service de nettoyage professionnel",
      paragraphs: [
        "Avec le temps, tout tapis a besoin d'un nettoyage en profondeur. Notre service de nettoyage professionnel connaît chaque fibre, chaque dossier et chaque finition, puisqu'il intervient sur des tapis que nous avons nous-mêmes fabriqués.",
        "La fréquence idéale dépend du passage : plus rapprochée dans les hôtels, les bureaux et les boutiques, plus espacée chez soi. Consultez-nous : nous vous proposerons un calendrier adapté à votre espace.",
      ],
      image: { alt: "Tapis sur mesure dans une chambre d'hôtel lumineuse" },
    },
    {
      kind: "cards",
      eyebrow: "Bonnes pratiques",
      title: "Trois conseils de plus",
      items: [
        {
          title: "Fils qui dépassent",
          text: "Si un fil dépasse du velours, coupez-le au ras avec des ciseaux. Ne tirez jamais dessus.",
        },
        {
          title: "Traces de meubles",
          text: "Placez des protections sous les pieds et déplacez légèrement les meubles de temps en temps. Un brossage délicat suffit à redresser le velours.",
        },
        {
          title: "Humidité",
          text: "Ne posez pas le tapis sur un sol humide et ne le mouillez pas excessivement. S'il prend l'humidité, séchez-le au plus vite et de manière uniforme.",
        },
      ],
    },
    {
      kind: "cta",
      title: "Besoin d'un nettoyage professionnel ?",
      text: "Faites appel à notre service de nettoyage, ou demandez-nous le guide d'entretien complet de votre tapis.",
      actions: [{ label: "Faire appel au service" }, { label: "Questions fréquentes" }],
    },
  ],
} satisfies PageTranslation;
