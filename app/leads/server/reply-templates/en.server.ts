import type { ReplyTemplates } from "./template-types.server";

/** The sales team's first answer to each form, in British English (see es.server.ts). */
const en: ReplyTemplates = {
  phrases: {
    design: " for the {{design}} design",
    company: " for {{company}}",
    rug: " ({{rug}})",
  },
  forms: {
    sample: {
      subject: "Your {{brand}} sample kit",
      body: `Dear {{firstName}},

Thank you for your interest in {{brand}}. We have received your request for samples{{design}} and are already preparing them in our workshop.

Before we send them, we would like to confirm a few details with you, so that the kit truly suits your project: the space the rug is intended for, its approximate dimensions and the tones you have in mind.

If you prefer, we would be happy to talk it through by phone; simply let us know a convenient time and we will call you.

Kind regards,
The {{brand}} team`,
    },
    catalogue: {
      subject: "Your {{brand}} catalogue",
      body: `Dear {{firstName}},

Thank you for requesting our digital catalogue; we hope you enjoy discovering it.

It presents a selection of our collections, yet every {{brand}} rug is made to measure: we tailor the design, dimensions, materials and colours to each space. Should a piece catch your eye, or if you have a project under way, we would be delighted to advise you and to send you a complimentary sample kit.

We remain at your disposal for anything you may need.

Kind regards,
The {{brand}} team`,
    },
    contact: {
      subject: "Your message to {{brand}}",
      body: `Dear {{firstName}},

Thank you for writing to us. We have read your message with care and, so that we can advise you properly, we would like to learn a little more about what you are looking for: the type of space, the approximate dimensions and the style you have in mind.

If you would rather talk it through, just send us a telephone number and a time that suits you, and we will call you.

Kind regards,
The {{brand}} team`,
    },
    contactSection: {
      subject: "Your project with {{brand}}",
      body: `Dear {{firstName}},

Thank you for telling us about your project{{company}}. Every rug we create for hotels, residences, yachts and private jets begins with a conversation like this one, and we would be delighted to accompany you in yours.

To prepare an initial proposal for the design, materials and lead times, could we arrange a call or a video call this week? Simply let us know the day and time that suit you best.

If you already have plans, measurements or style references, you are welcome to send them by replying to this e-mail.

Kind regards,
The {{brand}} team`,
    },
    quote: {
      subject: "Your made-to-measure {{brand}} rug",
      body: `Dear {{firstName}},

Thank you for designing your rug with us. Our technical team has reviewed the configuration you sent{{rug}} and is preparing your quotation.

Before we finalise it, we would like to confirm a couple of details with you: the room the rug is intended for, and whether you need it by a particular date.

If you wish, we can also send you samples of the colours you chose, so that you can see and touch them before deciding.

Kind regards,
The {{brand}} team`,
    },
    project: {
      subject: "Your project with {{brand}}: samples and quotation",
      body: `Dear {{firstName}},

Thank you for sending us your project{{company}}. We have reviewed each rug on your list, with the location and quantity you gave, and are now preparing your samples and quotation.

Before we finalise it, we would like to confirm a couple of details with you: the project's timeline, and whether any of the rugs needs a particular finish or certification (a fire rating, for instance).

If you already have plans or references for the project, you are welcome to send them by replying to this e-mail.

Kind regards,
The {{brand}} team`,
    },
  },
};

export default en;
