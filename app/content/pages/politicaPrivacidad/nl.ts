import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Privacybeleid",
    description:
      "Hoe persoonsgegevens uit de formulieren van de website worden verwerkt: doeleinden, rechtsgrond, bewaartermijnen, ontvangers en rechten van betrokkenen.",
  },
  blocks: [
    {
      kind: "legal",
      eyebrow: "Juridische informatie",
      title: "Privacybeleid",
      updated: "Laatst bijgewerkt: 27 november 2026",
      intro: [
        "Overeenkomstig Verordening (EU) 2016/679 van het Europees Parlement en de Raad van 27 april 2016, de Algemene verordening gegevensbescherming (AVG), en de Spaanse Organieke Wet 3/2018 van 5 december inzake de bescherming van persoonsgegevens en de waarborging van digitale rechten (LOPDGDD), informeert {{legalName}} de gebruiker over de verwerking van de persoonsgegevens die hij via deze website verstrekt.",
      ],
      sections: [
        {
          title: "Verwerkingsverantwoordelijke",
          paragraphs: [
            "De verwerkingsverantwoordelijke voor de via deze website verzamelde persoonsgegevens is {{legalName}}, met de volgende identificatie- en contactgegevens:",
          ],
          list: [
            "Statutaire naam: {{legalName}}",
            "Fiscaal identificatienummer (NIF): {{taxId}}",
            "Adres: {{address}}",
            "E-mail: {{email}}",
            "Telefoon: {{phone}}",
          ],
        },
        {
          title: "Doeleinden van de verwerking",
          paragraphs: [
            "De website kent geen gebruikersaccounts of registratie en biedt geen nieuwsbrief aan. Persoonsgegevens worden niet gebruikt voor reclame- of marketingdoeleinden en evenmin voor profilering.",
            "Via de formulieren wordt geen toestemming gevraagd voor het ontvangen van commerciële berichten; zulke berichten worden dan ook niet verzonden zonder specifieke en afzonderlijke toestemming van de betrokkene. De als verplicht aangeduide velden moeten worden ingevuld om het verzoek te kunnen behandelen; zonder deze gegevens kan het verzoek niet in behandeling worden genomen.",
            "De servers registreren IP-adressen en ontvangen verzoeken uitsluitend om de beveiliging van de website te waarborgen. Bij elk verzoek worden bovendien de pagina van de website waarvandaan het formulier is verzonden, met de campagneparameters van het adres daarvan (utm_source, utm_medium, utm_campaign, utm_term en utm_content) maar zonder de rest van dat adres, en de website via welke de gebruiker op die pagina is gekomen bewaard, om te weten welke pagina's en campagnes tot aanvragen leiden en elke aanvraag aan de juiste medewerker van het verkoopteam toe te wijzen. Alleen als de gebruiker in de cookiemelding de categorie „Statistieken” heeft geaccepteerd, bewaart zijn browser daarnaast, zolang het bezoek duurt, de eerst bezochte pagina, de herkomst daarvan en de campagneparameters, en verstuurt hij deze met het formulier; zonder die toestemming wordt voor dit doel niets op het apparaat opgeslagen. Deze gegevens worden samen met het verzoek bewaard en verwijderd. Welke informatie in de browser van de gebruiker wordt opgeslagen en hoe cookies en vergelijkbare technieken worden gebruikt, wordt toegelicht in het Cookiebeleid, dat aan het einde van dit onderdeel te raadplegen is.",
            "Om inhoud die alleen voor bepaalde landen bestemd is, zoals het onderdeel over privéluchtvaart, te tonen of te verbergen, zoekt de server het IP-adres van de gebruiker op in een landendatabase die op de server zelf staat. Het adres wordt aan niemand doorgegeven, en noch het adres noch het gevonden land wordt opgeslagen.",
            "Persoonsgegevens worden uitsluitend via de volgende drie formulieren verzameld en worden verwerkt om het verzoek van de betrokkene af te handelen en de commerciële opvolging ervan te verzorgen:",
          ],
          list: [
            "Aanvraag van een stalenset: voornaam, achternaam, e-mailadres, telefoonnummer, bedrijf, functie, afleveradres, plaats, postcode, land en opmerkingen, om de aangevraagde stalenset samen te stellen en te verzenden.",
            "Aanvraag van de digitale catalogus: voornaam, achternaam, e-mailadres, telefoonnummer, bedrijf, functie en interesses, om de catalogus per e-mail toe te sturen.",
            "Contactverzoek: naam, bedrijf, e-mailadres, telefoonnummer, soort project en bericht, om het verzoek te beantwoorden.",
          ],
          actions: [{ label: "Cookiebeleid" }],
        },
        {
          title: "Rechtsgrond van de verwerking",
          paragraphs: ["De verwerking van persoonsgegevens berust op de volgende rechtsgronden:"],
          list: [
            "Het nemen van precontractuele maatregelen op verzoek van de betrokkene (artikel 6, lid 1, onder b, AVG): het verzenden van de stalenset, het toesturen van de catalogus en het beantwoorden van vragen over een mogelijke opdracht.",
            "Het gerechtvaardigd belang van de verwerkingsverantwoordelijke bij het beantwoorden en opvolgen van ontvangen verzoeken en bij de beveiliging van de website (artikel 6, lid 1, onder f, AVG). De betrokkene kan tegen deze verwerking bezwaar maken zoals beschreven in het onderdeel over de rechten van de betrokkene.",
            "De toestemming van de gebruiker voor optionele cookies en opslagtechnieken (artikel 6, lid 1, onder a, AVG en artikel 22, lid 2, van de Spaanse Wet 34/2002 van 11 juli inzake diensten van de informatiemaatschappij en elektronische handel, LSSI-CE). Deze toestemming kan te allen tijde worden ingetrokken via de link „Cookie-instellingen” onderaan elke pagina, zonder dat dit afbreuk doet aan de rechtmatigheid van de verwerking vóór de intrekking.",
          ],
        },
        {
          title: "Bewaartermijnen",
          paragraphs: [
            "De via de formulieren verstrekte gegevens worden bewaard zolang dat nodig is om het verzoek af te handelen en worden {{leadRetentionDays}} dagen na ontvangst automatisch van de website verwijderd, samen met de e-mails waartoe zij hebben geleid. De inhoud van reeds verzonden e-mails wordt {{outboxKeepDays}} dagen na verzending gewist; alleen het gegeven dat en wanneer zij zijn verzonden, blijft bewaard.",
            "De afbeelding van een vloerkleed in de foto van uw ruimte, die u in de configurator kunt maken, wordt in uw browser gemaakt en nergens heen gestuurd, tenzij u het vakje aanvinkt om haar met uw offerteaanvraag mee te sturen. Stuurt u haar mee, dan wordt ze zonder de metadata van uw camera samen met de aanvraag bewaard, alleen door het verkoopteam bekeken en samen met de aanvraag na {{leadRetentionDays}} dagen gewist, of eerder als u uw recht op wissing uitoefent; ze zit in de kopie van uw gegevens als u uw recht op inzage uitoefent.",
            "De vloerkleden die u in ‘Mijn project’ verzamelt, met de ruimte en het aantal dat u bij elk invult, worden alleen in uw browser bewaard, in de technische cookie nudo_project, gedurende {{projectCookieDays}} dagen na de laatste wijziging; ze worden nergens naartoe gestuurd, tenzij u stalen en een offerte voor het project aanvraagt – dan worden ze met die aanvraag bewaard en ermee gewist. Als u het project deelt, wordt op de server een kopie van de vloerkleden, hun ruimtes en aantallen bewaard, zonder persoonsgegevens van u, die alleen bereikbaar is via de aangemaakte link: de link verloopt na {{projectLinkDays}} dagen en de kopie wordt {{projectExpiredKeptDays}} dagen later automatisch gewist.",
            "Leidt het verzoek tot een contractuele relatie, dan worden de daarvoor benodigde gegevens overgebracht naar de klantenadministratie van de verwerkingsverantwoordelijke en bewaard voor de duur daarvan en vervolgens gedurende de toepasselijke verjaringstermijnen en wettelijke bewaarplichten, zoals de termijn van zes jaar voor het bewaren van boeken, correspondentie en bewijsstukken op grond van artikel 30 van het Spaanse Wetboek van Koophandel.",
            "Om de formulieren te beschermen tegen massale inzendingen, wordt elke inzending vastgelegd met een cryptografische hash van het IP-adres en elke bevestigingsmail met een hash van het e-mailadres van de ontvanger, nooit met de adressen zelf. Deze gegevens dienen uitsluitend om het aantal inzendingen te beperken en worden uiterlijk na 48 uur automatisch verwijderd. Serverlogs met IP-adressen worden om veiligheidsredenen maximaal dertig dagen bewaard.",
          ],
        },
        {
          title: "Ontvangers van de gegevens",
          paragraphs: [
            "De gegevens worden opgeslagen op eigen servers en in eigen databases van de verwerkingsverantwoordelijke en worden nooit aan derden verkocht. Zij worden uitsluitend, en alleen voor zover strikt noodzakelijk, verstrekt aan de ontvangers die aan het einde van dit onderdeel zijn vermeld.",
            "Er vinden geen doorgiften van gegevens naar derde landen plaats, behalve voor zover de dienstverleners die als verwerker optreden die nodig hebben om hun diensten te verlenen; in dat geval gebeurt de doorgifte met de waarborgen van de AVG, zoals de door de Europese Commissie vastgestelde modelcontractbepalingen.",
            "De OpenStreetMap-kaart in het contactgedeelte wordt alleen geladen als de gebruiker inhoud van derden accepteert; in dat geval ontvangt de OpenStreetMap Foundation, die deze dienst levert, het IP-adres van de gebruiker. Deze inhoud wordt beschreven in het Cookiebeleid.",
            "De ontvangers van de gegevens zijn:",
          ],
          list: [
            "de aanbieder van de e-maildienst, die de bevestigings- en meldingsberichten als verwerker verstuurt en door een verwerkersovereenkomst overeenkomstig artikel 28 AVG aan de verwerkingsverantwoordelijke is gebonden;",
            "de koeriersdienst die de stalenset bezorgt en alleen de voor de bezorging benodigde gegevens ontvangt;",
            "overheidsinstanties, rechterlijke instanties en andere bevoegde autoriteiten, wanneer een wettelijke verplichting dat vereist.",
          ],
        },
        {
          title: "Rechten van de betrokkene",
          paragraphs: [
            "Op grond van de AVG en de LOPDGDD kan de betrokkene de aan het einde van dit onderdeel vermelde rechten kosteloos uitoefenen jegens de verwerkingsverantwoordelijke. De verwerkingsverantwoordelijke neemt geen besluiten die uitsluitend op geautomatiseerde verwerking van gegevens berusten.",
            "Daartoe richt de betrokkene een schriftelijk verzoek aan de verwerkingsverantwoordelijke per e-mail aan {{email}} of per post aan {{address}}, met vermelding van het recht dat hij wil uitoefenen. Bij het verzoek moet in alle gevallen een kopie van een identiteitsbewijs worden gevoegd (Spaanse identiteitskaart DNI, identificatienummer voor buitenlanders NIE of paspoort).",
            "De verwerkingsverantwoordelijke beantwoordt het verzoek binnen één maand na ontvangst.",
            "Is de betrokkene van mening dat zijn gegevens niet rechtmatig worden verwerkt, dan heeft hij het recht een klacht in te dienen bij de Spaanse toezichthouder voor gegevensbescherming (AEPD), naar wier website aan het einde van dit onderdeel wordt verwezen.",
            "De betrokkene heeft de volgende rechten:",
          ],
          list: [
            "Inzage: weten of zijn persoonsgegevens worden verwerkt en daarvan een kopie verkrijgen.",
            "Rectificatie: onjuiste gegevens laten corrigeren en onvolledige gegevens laten aanvullen.",
            "Wissing: de gegevens laten verwijderen wanneer zij onder meer niet langer nodig zijn voor de doeleinden waarvoor zij zijn verzameld.",
            "Bezwaar: om redenen die verband houden met zijn specifieke situatie bezwaar maken tegen verwerking op grond van gerechtvaardigd belang.",
            "Beperking van de verwerking: de verwerking van de gegevens laten opschorten in de gevallen waarin de regelgeving voorziet.",
            "Overdraagbaarheid: de door hem verstrekte gegevens in een gestructureerde, gangbare en machineleesbare vorm ontvangen en aan een andere verwerkingsverantwoordelijke overdragen.",
          ],
          links: [{ label: "Spaanse toezichthouder voor gegevensbescherming (AEPD)" }],
        },
        {
          title: "Beveiligingsmaatregelen",
          paragraphs: [
            "De verwerkingsverantwoordelijke treft passende technische en organisatorische maatregelen om een op het risico afgestemd beveiligingsniveau te waarborgen, overeenkomstig artikel 32 AVG, waaronder:",
          ],
          list: [
            "versleuteling van de verbinding tussen browser en server via het HTTPS-protocol;",
            "beperking van de toegang tot de gegevens tot bevoegd personeel;",
            "het maken van back-ups;",
            "contractuele verplichting van verwerkers tot de vertrouwelijkheid en beveiliging die de AVG vereist.",
          ],
        },
        {
          title: "Minderjarigen",
          paragraphs: [
            "De website is niet bestemd voor personen jonger dan veertien jaar. Op grond van artikel 7 van de LOPDGDD is de verwerking van persoonsgegevens van kinderen jonger dan veertien jaar alleen rechtmatig met toestemming van hun ouders of voogden.",
            "Stelt de verwerkingsverantwoordelijke vast dat hij zonder die toestemming verkregen gegevens van een kind jonger dan veertien jaar bewaart, dan worden deze verwijderd. Ouders of voogden die een dergelijke situatie opmerken, kunnen dit melden via {{email}}.",
          ],
        },
        {
          title: "Wijzigingen in dit privacybeleid",
          paragraphs: [
            "De verwerkingsverantwoordelijke kan dit privacybeleid wijzigen om het aan te passen aan nieuwe wetgeving of aan veranderingen in de verwerking van gegevens. Wijzigingen worden op deze pagina gepubliceerd, met vermelding van de datum van de laatste bijwerking aan het begin van de tekst.",
            "De gebruiker wordt aangeraden dit privacybeleid regelmatig te raadplegen.",
          ],
        },
      ],
    },
  ],
} satisfies PageTranslation;
