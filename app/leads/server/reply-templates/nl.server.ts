import type { ReplyTemplates } from "./template-types.server";

/** The sales team's first answer to each form, in Dutch, with "u" (see es.server.ts). */
const nl: ReplyTemplates = {
  phrases: {
    design: " voor het ontwerp ‘{{design}}’",
    company: " voor {{company}}",
    rug: " ({{rug}})",
  },
  forms: {
    sample: {
      subject: "Uw stalen van {{brand}}",
      body: `Beste {{firstName}},

Hartelijk dank voor uw interesse in {{brand}}. Wij hebben uw aanvraag voor stalen{{design}} ontvangen en stellen ze in ons atelier al voor u samen.

Voordat we ze versturen, stemmen we graag een paar details met u af, zodat de selectie echt bij uw project past: de ruimte waarvoor het vloerkleed bedoeld is, de globale afmetingen en de kleurtinten die u voor ogen heeft.

Bespreekt u het liever telefonisch? Laat ons weten wanneer het u schikt, dan bellen wij u.

Met vriendelijke groet,
Het team van {{brand}}`,
    },
    catalogue: {
      subject: "Uw catalogus van {{brand}}",
      body: `Beste {{firstName}},

Dank u wel voor het aanvragen van onze digitale catalogus; we hopen dat u er met plezier doorheen bladert.

U vindt er een selectie uit onze collecties, maar elk {{brand}}-vloerkleed wordt op maat gemaakt: ontwerp, afmetingen, materialen en kleuren stemmen we af op elke ruimte. Heeft een ontwerp uw aandacht getrokken, of heeft u een project in voorbereiding? Dan adviseren we u graag en sturen we u vrijblijvend een selectie stalen.

Wij staan graag voor u klaar.

Met vriendelijke groet,
Het team van {{brand}}`,
    },
    contact: {
      subject: "Uw bericht aan {{brand}}",
      body: `Beste {{firstName}},

Dank u wel voor uw bericht, dat we met aandacht hebben gelezen. Om u goed te kunnen adviseren, horen we graag iets meer over wat u zoekt: het soort ruimte, de globale afmetingen en de stijl die u voor ogen heeft.

Praat u er liever over aan de telefoon? Stuur ons dan uw telefoonnummer en een moment dat u schikt; wij bellen u graag.

Met vriendelijke groet,
Het team van {{brand}}`,
    },
    contactSection: {
      subject: "Uw project met {{brand}}",
      body: `Beste {{firstName}},

Dank u wel dat u ons over uw project{{company}} heeft verteld. Elk vloerkleed dat wij maken voor hotels, residenties, jachten en privéjets begint met een gesprek als dit, en we begeleiden u daar graag bij.

Om een eerste voorstel voor ontwerp, materialen en levertijden voor te bereiden, plannen we graag deze week een telefoongesprek of videogesprek met u in. Laat u ons weten welke dag en welk tijdstip u het beste uitkomen?

Heeft u al plattegronden, afmetingen of stijlreferenties? Dan kunt u die sturen door op deze e-mail te antwoorden.

Met vriendelijke groet,
Het team van {{brand}}`,
    },
    quote: {
      subject: "Uw vloerkleed op maat van {{brand}}",
      body: `Beste {{firstName}},

Dank u wel dat u uw vloerkleed met ons heeft ontworpen. Ons technische team heeft de configuratie die u ons stuurde{{rug}} bekeken en stelt uw offerte op.

Voordat we die afronden, willen we graag nog twee punten met u afstemmen: voor welke ruimte het vloerkleed bedoeld is en of u het op een bepaalde datum nodig heeft.

Als u dat wilt, sturen we u ook stalen van de kleuren die u heeft gekozen, zodat u ze kunt zien en voelen voordat u beslist.

Met vriendelijke groet,
Het team van {{brand}}`,
    },
    project: {
      subject: "Uw project met {{brand}}: stalen en offerte",
      body: `Beste {{firstName}},

Dank u wel voor het toesturen van uw project{{company}}. We hebben elk vloerkleed op uw lijst bekeken, met de plaats en het aantal die u opgaf, en bereiden uw stalen en offerte voor.

Voordat we die afronden, willen we graag nog twee punten met u afstemmen: de planning van het project en of een van de vloerkleden een bepaalde afwerking of certificering nodig heeft (bijvoorbeeld voor brandveiligheid).

Heeft u al plattegronden of referenties van het project, dan kunt u die sturen door op deze e-mail te antwoorden.

Met vriendelijke groet,
Het team van {{brand}}`,
    },
  },
};

export default nl;
