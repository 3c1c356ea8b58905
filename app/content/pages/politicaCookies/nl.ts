import type { PageTranslation } from "../../translation";

// The words of this page; its structure (blocks, ids, links, images) is the Spanish module's.
export default {
  meta: {
    title: "Cookiebeleid",
    description:
      "Welke cookies en vergelijkbare technieken deze website gebruikt, met welk doel en hoe de gebruiker ze kan accepteren, weigeren of verwijderen.",
  },
  blocks: [
    {
      kind: "legal",
      eyebrow: "Juridische informatie",
      title: "Cookiebeleid",
      updated: "Laatst bijgewerkt: 27 november 2026",
      intro: [
        "Overeenkomstig artikel 22.2 van de Spaanse wet 34/2002 van 11 juli inzake diensten van de informatiemaatschappij en elektronische handel (LSSI-CE) informeert {{legalName}} de gebruiker over de middelen voor de opslag van en toegang tot informatie die op deze website worden gebruikt, de doeleinden daarvan en de wijze waarop hij deze kan accepteren, weigeren of verwijderen.",
      ],
      sections: [
        {
          title: "Wat cookies en vergelijkbare technieken zijn",
          paragraphs: [
            "Cookies zijn kleine bestanden die een website bij een bezoek op de randapparatuur van de gebruiker (computer, mobiele telefoon of tablet) plaatst en waarmee informatie over zijn surfgedrag kan worden opgeslagen en uitgelezen. Vergelijkbare technieken, zoals de lokale opslag van de browser (localStorage), vervullen dezelfde functie.",
            "Deze website plaatst vanaf haar server geen eigen cookies, maar maakt gebruik van de lokale opslag van de browser, waarop artikel 22.2 van de LSSI-CE dezelfde regels toepast als op cookies. In dit beleid omvat de term ‘cookies’ daarom zowel cookies in strikte zin als de lokale opslag en elk ander middel voor de opslag van of toegang tot informatie op de apparatuur van de gebruiker.",
          ],
        },
        {
          title: "Gebruikte categorieën cookies",
          paragraphs: [
            "Naar hun doel vallen de op deze website gebruikte elementen in de volgende vier categorieën. De gebruiker kan elke categorie afzonderlijk accepteren of weigeren, met uitzondering van de technische cookies, die voor de werking van de website onmisbaar zijn:",
          ],
          list: [
            "Technisch of noodzakelijk (altijd actief): deze maken de werking van de website en de levering van de door de gebruiker uitdrukkelijk gevraagde dienst mogelijk, zoals het bewaren van de gekozen taal en het vastleggen van zijn cookievoorkeuren. Op grond van artikel 22.2 van de LSSI-CE is hiervoor geen toestemming vereist en zij kunnen niet worden uitgeschakeld.",
            "Personalisatie: deze onthouden de surfvoorkeuren van de gebruiker om de website daarop af te stemmen. Momenteel slaat de website geen elementen van deze categorie op, aangezien de taalvoorkeur van technische aard is; mochten zij in de toekomst worden gebruikt, dan worden zij uitsluitend met toestemming van de gebruiker geactiveerd.",
            "Statistiek: deze geven anoniem en geaggregeerd inzicht in het aantal bezoeken en het gebruik van de website. Dit gebeurt met een bezoekersteller op eigen servers van de onderneming, die geen cookies gebruikt, geen informatie op het apparaat van de gebruiker opslaat, gebruikers niet over verschillende websites heen volgt en uitsluitend met toestemming van de gebruiker wordt geladen.",
            "Derden: deze worden beheerd door een andere partij dan de eigenaar van de website. Op deze website betreft dit uitsluitend de kaart met de locatie van de fabriek in het contactgedeelte, aangeboden door OpenStreetMap, die alleen met toestemming van de gebruiker wordt geladen; tot dat moment wordt een tekening getoond met de knop ‘Kaart tonen’, waarvan het aanklikken geldt als acceptatie van deze categorie.",
          ],
        },
        {
          title: "Opgeslagen elementen",
          paragraphs: [
            "Hieronder staan de elementen die deze website op het apparaat van de gebruiker opslaat of laadt, met vermelding van doel, categorie en bewaartermijn:",
          ],
          list: [
            "language: bewaart de door de gebruiker gekozen taal, zodat de website in die taal wordt getoond. Categorie: technisch. Bewaartermijn: blijft in de lokale opslag totdat de gebruiker het verwijdert.",
            "cookieConsent: legt de keuze van de gebruiker vast voor elk van de vier categorieën cookies. Categorie: technisch. Bewaartermijn: blijft in de lokale opslag totdat de gebruiker het verwijdert; na 12 maanden wordt opnieuw om een keuze gevraagd.",
            "cookieConsentDate: legt de datum en het tijdstip van de keuze van de gebruiker vast, zodat na afloop van de geldigheidsduur opnieuw om een keuze kan worden gevraagd. Categorie: technisch. Bewaartermijn: blijft in de lokale opslag totdat de gebruiker het verwijdert; na 12 maanden wordt opnieuw om een keuze gevraagd.",
            "cookieConsentRevision: legt de versie vast van de cookiecategorieën waarop de keuze van de gebruiker betrekking heeft, zodat opnieuw om een keuze kan worden gevraagd als deze wijzigen. Categorie: technisch. Bewaartermijn: blijft in de lokale opslag totdat de gebruiker het verwijdert; na 12 maanden wordt opnieuw om een keuze gevraagd.",
            "nudo_project: bewaart de vloerkleden die de gebruiker in ‘Mijn project’ verzamelt, met de ruimte en het aantal van elk, om ze op verzoek te tonen en te delen; de server schrijft haar alleen wanneer de gebruiker een vloerkleed toevoegt, wijzigt of verwijdert. Categorie: technisch. Duur: {{projectCookieDays}} dagen na de laatste wijziging.",
            "Statistiek: anonieme bezoekersteller zonder cookies op eigen servers van de onderneming, die uitsluitend met toestemming van de gebruiker wordt geladen. Categorie: statistiek. Bewaartermijn: niet van toepassing, aangezien geen enkele informatie op het apparaat van de gebruiker wordt opgeslagen.",
            "OpenStreetMap-kaart: het kader waarin de locatiekaart wordt getoond kan cookies van de OpenStreetMap Foundation plaatsen, die deze beheert volgens haar eigen privacybeleid, en wordt uitsluitend geladen met toestemming van de gebruiker voor cookies van derden. Categorie: derden. Bewaartermijn: zoals bepaald door de OpenStreetMap Foundation in haar beleid.",
            "visitSource: bewaart zolang het bezoek duurt de eerst bezochte pagina, de website waarvandaan de gebruiker kwam en de campagneparameters daarvan (utm_*), zodat deze worden meegestuurd met een formulier dat de gebruiker verzendt, zoals toegelicht in het Privacybeleid. Het wordt alleen opgeslagen met toestemming van de gebruiker voor de categorie statistiek en wordt verwijderd als die toestemming wordt ingetrokken. Categorie: statistiek. Bewaartermijn: blijft in de sessieopslag van de browser, die wordt geleegd wanneer het tabblad wordt gesloten.",
          ],
          links: [{ label: "Privacybeleid van de OpenStreetMap Foundation" }],
        },
        {
          title: "Toestemming",
          paragraphs: [
            "Technische cookies worden zonder toestemming gebruikt, omdat zij strikt noodzakelijk zijn voor de levering van de gevraagde dienst. Alle overige categorieën worden uitsluitend geactiveerd als de gebruiker daarvoor toestemming geeft, overeenkomstig artikel 22.2 van de LSSI-CE en artikel 6, lid 1, onder a, van de Algemene verordening gegevensbescherming (AVG).",
            "De toestemming wordt gegeven door de melding te accepteren die bij het eerste bezoek aan de website verschijnt en drie mogelijkheden biedt: ‘Alles accepteren’, ‘Alleen noodzakelijke’ en ‘Aanpassen’. Met de laatste optie kan elke categorie afzonderlijk worden geaccepteerd of geweigerd; geen enkel vakje is vooraf aangevinkt.",
            "De gebruiker kan zijn toestemming op elk moment wijzigen of intrekken via de link ‘Cookie-instellingen’ in de voettekst van elke pagina van de website. De intrekking van de toestemming laat de rechtmatigheid van de verwerking op basis van de toestemming vóór de intrekking onverlet.",
            "Twaalf maanden nadat de gebruiker zijn keuze heeft gemaakt, wordt hem opnieuw om een keuze gevraagd, evenals wanneer de gebruikte cookiecategorieën of de doeleinden daarvan wijzigen.",
          ],
        },
        {
          title: "Cookies in de browser blokkeren of verwijderen",
          paragraphs: [
            "Daarnaast kan de gebruiker cookies en gegevens in de lokale opslag van zijn apparaat via de instellingen van zijn browser toestaan, blokkeren of verwijderen. Instructies voor de meest gebruikte browsers zijn te vinden via de onderstaande links.",
            "Het uitschakelen of verwijderen van cookies kan ertoe leiden dat bepaalde functies van de website niet goed werken, zoals het bewaren van de gekozen taal of het tonen van de locatiekaart.",
          ],
          links: [
            { label: "Hulp bij Google Chrome" },
            { label: "Hulp bij Mozilla Firefox" },
            { label: "Hulp bij Apple Safari" },
            { label: "Hulp bij Microsoft Edge" },
          ],
        },
        {
          title: "Verwerkingsverantwoordelijke",
          paragraphs: [
            "Verantwoordelijk voor het gebruik van eigen cookies en voor de verwerking van de gegevens die daarmee eventueel worden verkregen is {{legalName}}, Spaans fiscaal identificatienummer (NIF) {{taxId}}, gevestigd te {{address}}. Vragen over dit beleid kan de gebruiker per e-mail richten aan {{email}}.",
            "Informatie over de verwerking van persoonsgegevens en over de uitoefening van de rechten op inzage, rectificatie, wissing, bezwaar, beperking van de verwerking en overdraagbaarheid is te vinden in het Privacybeleid.",
          ],
          actions: [{ label: "Privacybeleid" }],
        },
        {
          title: "Wijzigingen van dit beleid",
          paragraphs: [
            "{{legalName}} kan dit Cookiebeleid wijzigen om het aan te passen aan nieuwe wetgeving, aan de richtsnoeren van de Spaanse toezichthouder voor gegevensbescherming (AEPD) of aan wijzigingen in de elementen die de website gebruikt.",
            "Wijzigingen worden op deze pagina gepubliceerd met vermelding van de datum van de laatste bijwerking. Hebben zij betrekking op de gebruikte cookiecategorieën of de doeleinden daarvan, dan wordt opnieuw om toestemming van de gebruiker gevraagd.",
          ],
        },
      ],
    },
  ],
} satisfies PageTranslation;
