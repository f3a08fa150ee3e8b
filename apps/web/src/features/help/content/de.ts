import { BRAND } from '../../../brand';
import type { HelpContent } from './types';

const address = `${BRAND.street}, ${BRAND.city}, ${BRAND.country.de}`;

/** German help texts (loaded only when shown: not part of the first page's script). */
const de: HelpContent = {
  updated: 'Stand: 27.11.2026',
  tos: [
    {
      heading: '1. Geltungsbereich und Anbieter',
      paragraphs: [
        `Diese Bedingungen regeln die Nutzung der Plattform ${BRAND.name}, betrieben von ${BRAND.company}, ${address} (im Folgenden „wir“). Sie gelten für Bäckereien, ihre Geschäftskunden (Gastgeber wie Hotels, Cafés und Ferienwohnungen), die Gäste der Gastgeber und Privatkunden.`,
        `${BRAND.name} ist ein Werkzeug für Bestellung, Produktion und Abrechnung. Kaufverträge über Brot und andere Produkte kommen zwischen der Bäckerei und ihren Kunden zustande, nicht mit uns.`,
      ],
    },
    {
      heading: '2. Leistungen',
      paragraphs: [
        'Bäckereien pflegen ihre Produkte (Namen und Beschreibungen auf Deutsch, Italienisch und Englisch, Grammpreis, ungefähres Gewicht, Liefertage), Preislisten, Kunden, Lieferzonen, Betriebsferien und Rabatte, importieren Produkte aus einer Exportdatei ihrer Bäckereisoftware und erhalten Bestellungen.',
        'Aus den Bestellungen erstellt die Plattform Backlisten je Liefertermin, Ansichten zum Zusammenstellen und Verwiegen mit Etiketten, Lieferscheine, Rechnungen als PDF und als elektronische Rechnung im Format FatturaPA, die an das staatliche Austauschsystem (SdI) übermittelt oder dem Kunden per E-Mail gesendet wird.',
        'Gastgeber übernehmen Produkte ihrer Bäckerei, legen eigene Anzeigepreise und eigene Produkte fest, legen Gastkonten mit QR-Code-Anleitung an und rechnen mit ihren Gästen ab. Gäste bestellen über die Gäste-App (App Store, Google Play oder im Browser), Privatkunden über das Web.',
      ],
    },
    {
      heading: '3. Konten',
      paragraphs: [
        'Bäckereien legen die Konten ihrer Gastgeber und Privatkunden an oder schalten selbst registrierte Privatkunden frei; Gastgeber legen die Konten ihrer Gäste an. Wer ein Konto anlegt, ist dafür verantwortlich, dass die eingetragenen Daten stimmen.',
        'Zugangsdaten sind geheim zu halten. Nach fünf falschen Anmeldeversuchen in Folge wird ein Konto gesperrt, bis das Passwort über „Passwort vergessen?“ neu gesetzt wird.',
      ],
    },
    {
      heading: '4. Preise',
      paragraphs: [
        'Für Bäckereien kostet der Dienst 3,00 EUR pro aktivem Käuferkonto und Monat zuzüglich der gesetzlichen Mehrwertsteuer. Ein Käuferkonto (Gastgeber, Privatkunde oder Gast) ist in einem Monat aktiv, wenn für dieses Konto mindestens eine angenommene Bestellung mit Liefertag in diesem Monat besteht.',
        'Gastgeber, Gäste und Privatkunden nutzen die Plattform kostenlos. Die Preise, die Bäckereien und Gastgeber für ihre Produkte verlangen, legen diese selbst fest.',
      ],
    },
    {
      heading: '5. Rechnungsstellung und Zahlung',
      paragraphs: [
        'Die Bäckerei erhält für jeden Monat eine Abrechnung über die Servicegebühr, datiert auf den ersten Tag des Folgemonats. Sie ist innerhalb von 30 Tagen ab Rechnungsdatum ohne Abzug zu zahlen. Die Abrechnung mit den aktiven Käuferkonten ist in den Einstellungen unter „Servicegebühr“ einsehbar.',
      ],
    },
    {
      heading: '6. Widerruf und Kündigung',
      paragraphs: [
        'Die Bäckerei kann den Vertrag innerhalb von 14 Tagen nach Vertragsbeginn ohne Angabe von Gründen widerrufen; das Konto wird dann sofort gesperrt. Danach kann sie jeweils zum Monatsende kündigen: Der Vertrag endet am letzten Tag des Monats, das Konto wird ab dem nächsten Tag gesperrt.',
        'Widerruf und Kündigung erklärt die Bäckerei in den Einstellungen unter „Vertrag“ mit ihrem Passwort. Eine Kündigung zum Monatsende kann sie zurücknehmen, solange sie noch nicht wirksam ist. Ihre Gastgeber und Privatkunden werden per E-Mail informiert; Kunden einer gesperrten Bäckerei können nicht mehr bei ihr bestellen.',
      ],
    },
    {
      heading: '7. Pflichten der Nutzer',
      paragraphs: [
        'Nutzer geben korrekte Daten ein und nutzen die Plattform nur für den vorgesehenen Zweck. Bäckereien sind für ihre Preise, Produkt- und Allergenangaben, Lieferungen und den Inhalt ihrer Rechnungen verantwortlich, einschließlich der Verkäuferdaten für elektronische Rechnungen. Gastgeber sind für die Abrechnung mit ihren Gästen verantwortlich.',
      ],
    },
    {
      heading: '8. Verfügbarkeit und Haftung',
      paragraphs: [
        'Wir bemühen uns um einen unterbrechungsfreien Betrieb, können Wartungsarbeiten und Störungen aber nicht ausschließen. Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie für Schäden an Leben, Körper und Gesundheit; im Übrigen ist die Haftung auf den vorhersehbaren, vertragstypischen Schaden begrenzt.',
      ],
    },
    {
      heading: '9. Datenschutz',
      paragraphs: [
        'Wie wir personenbezogene Daten verarbeiten, beschreibt unsere Datenschutzerklärung. Anfragen zum Datenschutz beantworten wir innerhalb eines Monats.',
      ],
    },
    {
      heading: '10. Schlussbestimmungen',
      paragraphs: [
        'Es gilt italienisches Recht. Gerichtsstand für Unternehmer ist Bozen. Sollte eine Bestimmung unwirksam sein, bleiben die übrigen wirksam.',
      ],
    },
  ],
  privacy: [
    {
      heading: '1. Verantwortlicher',
      paragraphs: [
        `Verantwortlich für die Verarbeitung personenbezogener Daten auf ${BRAND.name} ist ${BRAND.company}, ${address}. Für alle Fragen zum Datenschutz erreichen Sie uns unter ${BRAND.privacyEmail}.`,
      ],
    },
    {
      heading: '2. Konten',
      paragraphs: [
        'Für jedes Konto speichern wir Benutzername, E-Mail-Adresse, Sprache, die Art des Kontos (Bäckerei, Gastgeber, Privatkunde, Gast) und wem es zugeordnet ist. Das Passwort speichern wir nur als Hash, niemals im Klartext. Außerdem speichern wir, ob die E-Mail-Adresse bestätigt ist, ob das Konto gesperrt ist, die Zahl der fehlgeschlagenen Anmeldungen in Folge und welche Anleitungen Sie ausgeblendet haben.',
        'Bäckereien, Gastgeber und Privatkunden hinterlegen Stammdaten: Firmen- oder vollständigen Namen, Anschrift, Telefon, MwSt.-Nummer, Steuernummer, Empfängerkodex und PEC-Adresse. Bei Gästen speichert der Gastgeber eine Bezeichnung (z. B. die Zimmernummer) und den Aufenthaltszeitraum.',
      ],
    },
    {
      heading: '3. Bestellungen, Rechnungen und E-Rechnungen',
      paragraphs: [
        'Wir speichern Bestellungen mit Produkten, Mengen, Preisen, Liefertag, Nachricht, gemessenen Gewichten und dem Verlauf der Änderungen, außerdem Daueraufträge, Backlisten und Lieferscheine.',
        'Rechnungen speichern wir als PDF und als XML-Datei (FatturaPA). Elektronische Rechnungen werden an das Austauschsystem der italienischen Steuerverwaltung (Sistema di Interscambio, SdI) übermittelt – je nach Einrichtung per PEC oder über einen akkreditierten Vermittler –, dessen Benachrichtigungen wir zur Rechnung speichern. Auf Wunsch der Bäckerei wird eine Rechnung dem Kunden per E-Mail gesendet.',
      ],
    },
    {
      heading: '4. Nachrichten',
      paragraphs: [
        'Nachrichten, die Sie auf der Plattform an Ihre Bäckerei, Ihre Kunden oder den Support schreiben, speichern wir mit Betreff, Text, Absender, Empfängern und Status (neu, gelesen, geschlossen). Schreiben Sie uns ohne Konto über das Kontaktformular, speichern wir Ihren Namen, Ihre E-Mail-Adresse und Ihre Nachricht, um Ihnen per E-Mail zu antworten.',
      ],
    },
    {
      heading: '5. E-Mails',
      paragraphs: [
        'Wir senden E-Mails, die für die Nutzung nötig sind: Bestätigung der E-Mail-Adresse, Links zum Zurücksetzen des Passworts (2 Stunden gültig), Zugangsdaten für neu angelegte Kunden, Rechnungen an Kunden, Hinweise auf neue Nachrichten und die Nachricht über das Vertragsende einer Bäckerei. Werbe-E-Mails senden wir nicht.',
      ],
    },
    {
      heading: '6. Schutz vor Missbrauch und Server-Protokolle',
      paragraphs: [
        'Anmeldung, Registrierung und das Zurücksetzen des Passworts sind durch eine Rechenaufgabe geschützt. Um automatisierte Versuche zu begrenzen, zählen wir solche Anfragen je IP-Adresse; diese Zähler löschen wir nach 24 Stunden.',
        'Der Server protokolliert Anfragen (Zeitpunkt, IP-Adresse, aufgerufene Adresse, Ergebnis) zur Fehlersuche und Abwehr von Angriffen; Anmelde-Token und Cookies werden dabei nicht aufgezeichnet. Die Protokolle werden gelöscht, sobald sie dafür nicht mehr benötigt werden.',
      ],
    },
    {
      heading: '7. Cookies und Speicher im Browser',
      paragraphs: [
        'Wir verwenden nur technisch notwendige Cookies: sw_consent merkt sich 150 Tage lang, dass Sie den Hinweis zu Cookies bestätigt haben, sw_lang ein Jahr lang Ihre gewählte Sprache.',
        'Im lokalen Speicher Ihres Browsers liegen Ihr Anmelde-Token und Ihre Benutzer-ID bis zur Abmeldung, außerdem Bedienungseinstellungen wie das Etikettenformat und noch nicht gespeicherte Gewichte beim Verwiegen. Die Gäste-App speichert ihre Anmeldung auf dem Gerät. Tracking-, Analyse- oder Werbe-Cookies verwenden wir nicht.',
      ],
    },
    {
      heading: '8. Zwecke und Rechtsgrundlagen',
      paragraphs: [
        'Wir verarbeiten die Daten, um den Vertrag zu erfüllen (Art. 6 Abs. 1 lit. b DSGVO), um gesetzliche Pflichten zu erfüllen, etwa bei Rechnungen und ihrer Aufbewahrung (Art. 6 Abs. 1 lit. c DSGVO), und aus berechtigtem Interesse an einem sicheren Betrieb (Art. 6 Abs. 1 lit. f DSGVO).',
      ],
    },
    {
      heading: '9. Empfänger',
      paragraphs: [
        'Ihre Bäckerei sieht die Daten ihrer Kunden und deren Bestellungen; ein Gastgeber sieht die Daten und Bestellungen seiner Gäste. Elektronische Rechnungen erhalten das SdI und, je nach Einrichtung, der PEC-Anbieter oder Vermittler. Unser Hosting- und unser E-Mail-Anbieter verarbeiten Daten in unserem Auftrag. Darüber hinaus geben wir keine Daten weiter.',
      ],
    },
    {
      heading: '10. Speicherdauer',
      paragraphs: [
        'Kontodaten speichern wir, solange das Konto besteht. Ein gelöschter Kunde wird gesperrt, damit seine Bestellungen und Rechnungen erhalten bleiben. Rechnungen und die zugehörigen Bestellungen bewahren wir so lange auf, wie es das Steuerrecht verlangt (in Italien zehn Jahre).',
      ],
    },
    {
      heading: '11. Ihre Rechte',
      paragraphs: [
        `Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch. Schreiben Sie an ${BRAND.privacyEmail}; wir antworten innerhalb eines Monats. Sie können sich außerdem bei der italienischen Datenschutzbehörde (Garante per la protezione dei dati personali) beschweren.`,
      ],
    },
  ],
  about: [
    `${BRAND.name} entsteht in Südtirol für Bäckereien, die jeden Morgen Hotels, Cafés, Ferienwohnungen und Haushalte beliefern.`,
    'Die Bäckerei pflegt ihr Sortiment in drei Sprachen und ihre Preislisten; ihre Kunden bestellen bis zum Bestellschluss am Vortag. Backliste, Verwiegen mit Etiketten, Lieferscheine und Rechnungen entstehen aus denselben Bestellungen – die elektronische Rechnung geht direkt an das SdI.',
    'Gastgeber bieten ihren Gästen frisches Brot über eine einfache App an: Der Gast meldet sich mit dem QR-Code seiner Anleitung an, bestellt für die Tage seines Aufenthalts und bezahlt beim Gastgeber, der mit einem Klick abrechnet.',
    'Die Plattform spricht Deutsch, Italienisch und Englisch; E-Mails, PDFs und die Gäste-App erscheinen in der Sprache des Empfängers.',
  ],
  planTermsTitle: 'Konditionen',
  planTerms: (fee) => [
    `${fee} pro aktivem Käuferkonto und Monat zuzüglich MwSt.; aktiv ist ein Konto mit mindestens einer angenommenen Bestellung mit Liefertag im Monat.`,
    'Gastgeber, Gäste und Privatkunden zahlen nichts.',
    'Monatliche Abrechnung, zahlbar innerhalb von 30 Tagen.',
    'Widerruf innerhalb von 14 Tagen nach Vertragsbeginn, danach Kündigung jeweils zum Monatsende.',
  ],
  faq: [
    {
      id: 'bakery',
      title: 'Für Bäckereien',
      items: [
        {
          question: 'Bis wann können meine Kunden bestellen?',
          answer:
            'Bis zum Bestellschluss am Tag vor der Lieferung. Die Uhrzeit ist die des Kunden, für einen Gast die seines Gastgebers, sonst Ihre eigene (Einstellungen → Weitere Einstellungen), ohne Angabe 18:00 Uhr. Bis dahin kann der Kunde seine Bestellung ändern. Für einen Kunden können Sie den Bestellschluss aufheben und für eine einzelne Bestellung einen anderen festlegen.',
        },
        {
          question: 'An welchen Tagen wird geliefert?',
          answer:
            'Montag bis Freitag; Samstag und Sonntag nur, wenn Sie es in den weiteren Einstellungen einschalten. An Betriebsferien und an Tagen, an denen ein Produkt nicht verfügbar ist, kann es nicht bestellt werden.',
        },
        {
          question: 'Wie entsteht die Backliste?',
          answer:
            'Unter „Backliste“ wählen Sie den Liefertermin und klicken auf „Generieren“: Sie sehen je Produkt die bestellten Stück und das ungefähre Gewicht. Zusätzliche Brote für die Theke fügen Sie hinzu; was sich nach dem Generieren ändert, wird markiert. Die Liste lässt sich drucken oder als PDF speichern.',
        },
        {
          question: 'Wie verwiege ich Produkte und drucke Etiketten und Lieferscheine?',
          answer:
            'Unter „Bestellungen zusammenstellen“ wählen Sie Liefertag und Lieferzone. Gewogene Produkte tragen Sie in Gramm ein oder lesen sie von einer verbundenen Waage ab, fehlende Stück markieren Sie. Etiketten drucken Sie als PDF oder für Etikettendrucker (ZPL), die Lieferscheine finden Sie im Reiter „Lieferscheine“.',
        },
        {
          question: 'Wie erstelle ich Rechnungen und E-Rechnungen für das SdI?',
          answer:
            'Unter „Rechnungen“ wählen Sie Kunde und Zeitraum, übernehmen die angenommenen Bestellungen und prüfen die PDF-Vorschau. „Senden“ übermittelt die Rechnung als FatturaPA an das SdI und per E-Mail an den Kunden; ist sie bezahlt, markieren Sie sie als bezahlt. Dafür brauchen Sie Ihre Verkäuferdaten (Einstellungen → Dokumente) und beim Kunden MwSt.- oder Steuernummer sowie Empfängerkodex oder PEC. Die Antworten des SdI erscheinen bei der Rechnung.',
        },
        {
          question: 'Kann ich meine Produkte aus der Bäckereisoftware übernehmen?',
          answer:
            'Ja: Unter „Produkte“ → „Importieren“ laden Sie die Exportdatei (CSV oder ZIP) hoch, ordnen die Spalten zu und sehen vor dem Import, welche Produkte neu, geändert oder fehlerhaft sind.',
        },
        {
          question: 'Was kostet Brotzeit für meine Bäckerei?',
          answer:
            '3,00 € pro aktivem Käuferkonto und Monat zuzüglich MwSt. Aktiv ist ein Konto, für das im Monat mindestens eine angenommene Bestellung geliefert wird. Die Abrechnung sehen Sie unter Einstellungen → Servicegebühr; sie ist innerhalb von 30 Tagen zu zahlen.',
        },
        {
          question: 'Wie schreibe ich meinen Kunden?',
          answer:
            'Unter „Nachrichten“ → „Neue Nachricht“ an einen Kunden oder an alle Ihre Kunden auf einmal (jeder erhält seine eigene Unterhaltung). Die Empfänger bekommen eine E-Mail und antworten in der Unterhaltung.',
        },
        {
          question: 'Wie kündige ich?',
          answer:
            'Unter Einstellungen → Vertrag mit Ihrem Passwort. In den ersten 14 Tagen ist es ein Widerruf, und das Konto wird sofort gesperrt; danach endet der Vertrag am Monatsende. Eine Kündigung zum Monatsende können Sie bis dahin zurücknehmen.',
        },
      ],
    },
    {
      id: 'host',
      title: 'Für Gastgeber',
      items: [
        {
          question: 'Wie biete ich meinen Gästen Brot an?',
          answer:
            'Unter „Produkte“ übernehmen Sie Produkte Ihrer Bäckerei und legen fest, was Ihre Gäste zahlen (ohne Angabe gilt der Grundpreis). Sie können auch eigene Produkte anlegen. Gäste sehen nur, was Sie übernommen haben.',
        },
        {
          question: 'Wie lege ich einen Gast an?',
          answer:
            'Unter „Gäste“ → „Neuer Gast“ mit einer Bezeichnung (z. B. der Zimmernummer) und dem Aufenthalt. Sie erhalten einen QR-Code und eine druckbare Anleitung; damit meldet sich der Gast in der Gäste-App an.',
        },
        {
          question: 'Wie rechne ich mit meinen Gästen ab?',
          answer:
            'Unter „Gäste abrechnen“ wählen Sie einen Zeitraum und sehen jeden Gast mit seinen gelieferten Bestellungen und dem Betrag inklusive MwSt. Sie laden eine Quittung je Gast in seiner Sprache und eine Übersicht herunter und markieren bezahlte Gäste.',
        },
        {
          question: 'Muss ich Bestellungen meiner Gäste annehmen?',
          answer:
            'Nur wenn Ihre Bäckerei für Ihr Konto die Prüfung von Gastbestellungen eingeschaltet hat: Dann warten neue Gastbestellungen unter „Bestellungen“ auf Ihre Annahme und gehen erst danach an die Bäckerei.',
        },
        {
          question: 'Was kostet Brotzeit für Gastgeber?',
          answer: 'Nichts. Die Servicegebühr zahlt die Bäckerei.',
        },
      ],
    },
    {
      id: 'guest',
      title: 'Für Gäste',
      items: [
        {
          question: 'Wie melde ich mich an?',
          answer:
            'Scannen Sie den QR-Code auf der Anleitung Ihres Gastgebers oder geben Sie in der Gäste-App Benutzername und Passwort ein. Die App gibt es im App Store, bei Google Play und im Browser.',
        },
        {
          question: 'Bis wann kann ich bestellen?',
          answer:
            'Bis zum Bestellschluss, den die App bei jedem Liefertag zeigt, meist am Abend vor der Lieferung, und nur für die Tage Ihres Aufenthalts. Bis dahin können Sie Ihre Bestellung ändern.',
        },
        {
          question: 'Wie bezahle ich?',
          answer: 'Bei Ihrem Gastgeber. Er rechnet Ihre Bestellungen ab und gibt Ihnen eine Quittung.',
        },
      ],
    },
    {
      id: 'private',
      title: 'Für Privatkunden',
      items: [
        {
          question: 'Wie werde ich Kunde?',
          answer:
            'Registrieren Sie sich unter „Registrieren“ oder lassen Sie sich von Ihrer Bäckerei ein Konto anlegen. Nach der Registrierung bestätigen Sie Ihre E-Mail-Adresse; bestellen können Sie, sobald die Bäckerei Sie freigeschaltet hat.',
        },
        {
          question: 'Wie bestelle ich regelmäßig dasselbe?',
          answer:
            'Mit einem Dauerauftrag unter „Bestellungen“: Produkte, Wochentage oder Abstand wählen. Er bestellt automatisch und lässt sich pausieren.',
        },
        {
          question: 'Wo finde ich meine Rechnungen?',
          answer: 'Unter „Rechnungen“, sobald Ihre Bäckerei sie versendet hat, als PDF zum Herunterladen.',
        },
        {
          question: 'Kann ich für andere mitbestellen lassen?',
          answer:
            'Ja: Im Profil schalten Sie „Bestellungen von Gästen annehmen“ ein; dann können Gäste über Ihr Konto bestellen.',
        },
      ],
    },
    {
      id: 'account',
      title: 'Konto und Sprache',
      items: [
        {
          question: 'Ich habe mein Passwort vergessen.',
          answer:
            'Klicken Sie bei der Anmeldung auf „Passwort vergessen?“ und geben Sie Ihre E-Mail-Adresse ein. Der Link in der E-Mail gilt 2 Stunden. Nach fünf falschen Anmeldungen ist das Konto gesperrt, bis Sie das Passwort so neu setzen.',
        },
        {
          question: 'Wie ändere ich mein Passwort?',
          answer: 'Unter Einstellungen → Passwort mit Ihrem aktuellen Passwort.',
        },
        {
          question: 'In welchen Sprachen gibt es Brotzeit?',
          answer:
            'Deutsch, Italienisch und Englisch. Die Sprache wechseln Sie unten auf jeder Seite; angemeldet wird sie in Ihrem Konto gespeichert, und E-Mails und PDFs kommen in dieser Sprache. Produktnamen pflegt die Bäckerei in allen drei Sprachen.',
        },
        {
          question: 'Wie erreiche ich den Support?',
          answer: `Angemeldet unter „Nachrichten“ → „Neue Nachricht“ an den Brotzeit-Support, ohne Anmeldung über das Formular „Support kontaktieren“ oder per E-Mail an ${BRAND.supportEmail}. Die Antwort kommt auch per E-Mail.`,
        },
      ],
    },
  ],
  tutorials: {
    dashboard: {
      title: 'Ihr Dashboard',
      steps: [
        'Wählen Sie Zeitraum und Schritt (Tag, Woche, Monat): Die Diagramme zeigen Umsatz, Bestellungen und weitere Zahlen Ihres Kontos.',
        '„Summen im Zeitraum“ nennt die Summen mit der Veränderung gegenüber dem vorigen Zeitraum.',
        'Unter „Neuigkeiten“ stehen die neuesten Bestellungen, Rechnungen, Kunden und Produkte.',
        'Links im Menü erreichen Sie alle Bereiche Ihres Kontos; Antworten auf häufige Fragen stehen in den FAQ.',
      ],
    },
    ordersBakery: {
      title: 'Bestellungen',
      steps: [
        'Die Bestellungen Ihrer Kunden, nach Liefertag gruppiert: nächster Liefertag, zukünftige, vergangene.',
        'Die Filter finden Bestellungen nach Bestell-ID, Kunde oder Bestellschluss.',
        'Eine Telefonbestellung erfassen Sie mit „Telefonbestellung“ für einen Kunden Ihrer Wahl.',
        'Öffnen Sie eine Bestellung, um Mengen, Bestellschluss oder Status zu ändern.',
      ],
    },
    ordersHost: {
      title: 'Bestellungen',
      steps: [
        'Ihre eigenen Bestellungen und die Ihrer Gäste, nach Liefertag gruppiert.',
        '„Neue Bestellung“ bestellt bis zum Bestellschluss am Vortag; bis dahin können Sie ändern.',
        'Gastbestellungen mit „Wartet auf den Gastgeber“ nehmen Sie an, damit die Bäckerei sie erhält.',
        'Unter „Daueraufträge“ bestellen Sie regelmäßig dasselbe automatisch.',
      ],
    },
    ordersClient: {
      title: 'Bestellungen',
      steps: [
        'Ihre Bestellungen, nach Liefertag gruppiert.',
        '„Neue Bestellung“ bestellt bis zum Bestellschluss am Vortag; bis dahin können Sie ändern.',
        'Unter „Daueraufträge“ bestellen Sie regelmäßig dasselbe automatisch.',
      ],
    },
    productsBakery: {
      title: 'Produkte',
      steps: [
        'Ihr Sortiment in der Reihenfolge, in der Ihre Kunden es sehen; mit den Pfeilen ändern Sie die Reihenfolge.',
        '„Neues Produkt“: Name und Beschreibung in drei Sprachen, Grammpreis, Gewicht, MwSt. und Liefertage.',
        'Im Reiter „Preislisten“ legen Sie fest, welche Kunden welche Produkte zu welchem Preis sehen. Ein Produkt in keiner Preisliste ist für Kunden unsichtbar.',
      ],
    },
    productsHost: {
      title: 'Produkte',
      steps: [
        'Oben das Angebot Ihrer Bäckerei: „Übernehmen“ macht ein Produkt für Ihre Gäste bestellbar.',
        'Bei übernommenen Produkten legen Sie fest, was Ihre Gäste zahlen; leer bleibt der Grundpreis.',
        '„Neues eigenes Produkt“ legt Produkte an, die nur Sie anbieten.',
      ],
    },
    productImport: {
      title: 'Produkte importieren',
      steps: [
        'Wählen Sie die Exportdatei Ihrer Bäckereisoftware (CSV oder ZIP) und klicken Sie auf „Datei prüfen“.',
        'Ordnen Sie die Spalten zu: Artikelnummer, Bezeichnungen, Gewicht, Preis und MwSt.',
        'Die Prüfung zeigt neue, geänderte und fehlerhafte Zeilen; erst danach importieren Sie.',
      ],
    },
    clientsBakery: {
      title: 'Kunden',
      steps: [
        'Ihre Gastgeber und Privatkunden; suchen Sie nach Name, Firma oder E-Mail.',
        '„Neuer Kunde“ legt ein Konto an; mit „Zugangsdaten per E-Mail senden“ erhält der Kunde sie per E-Mail.',
        'Selbst registrierte Privatkunden warten auf Ihre Freischaltung.',
        'Beim Bearbeiten legen Sie Preisliste, Lieferzone, Bestellschluss und Rechnungsdaten fest.',
      ],
    },
    clientsHost: {
      title: 'Gäste',
      steps: [
        '„Neuer Gast“ legt einen Gast mit Bezeichnung (z. B. Zimmernummer) und Aufenthalt an.',
        'Zu jedem Gast gibt es einen QR-Code und eine druckbare Anleitung für die Gäste-App.',
        'Gäste bestellen nur während ihres Aufenthalts.',
      ],
    },
    clientBilling: {
      title: 'Gäste abrechnen',
      steps: [
        'Wählen Sie den Zeitraum, z. B. „Diese Woche“.',
        'Jeder Gast erscheint mit seinen gelieferten Bestellungen und dem Betrag inklusive MwSt.',
        'Laden Sie die Quittung des Gastes herunter und markieren Sie ihn als bezahlt; die Übersicht fasst den Zeitraum zusammen.',
      ],
    },
    billsBakery: {
      title: 'Rechnungen',
      steps: [
        '„Rechnung erstellen“: Kunde und Zeitraum wählen, die Bestellungen übernehmen, PDF-Vorschau prüfen.',
        '„Senden“ übermittelt die Rechnung an das SdI und per E-Mail an den Kunden; der Status zeigt die Antwort des SdI.',
        'Bezahlte Rechnungen markieren Sie als bezahlt. Verkäuferdaten und Nummernkreise stehen unter Einstellungen → Dokumente.',
      ],
    },
    billsClient: {
      title: 'Rechnungen',
      steps: [
        'Die Rechnungen Ihrer Bäckerei an Sie, sobald sie versendet sind.',
        'Öffnen Sie eine Rechnung, um das PDF herunterzuladen und den Zahlungsstatus zu sehen.',
      ],
    },
    bakeList: {
      title: 'Backliste',
      steps: [
        'Wählen Sie den Liefertermin; Sie sehen, wie viele Bestellungen bis zum Bestellschluss eingegangen sind.',
        '„Generieren“ erstellt die Liste je Produkt mit Stück und ungefährem Gewicht.',
        'Fügen Sie zusätzliche Brote hinzu; Änderungen nach dem Generieren werden markiert.',
        'Drucken oder als PDF speichern.',
      ],
    },
    compile: {
      title: 'Bestellungen zusammenstellen',
      steps: [
        'Wählen Sie Liefertag und Lieferzone: Sie sehen jede Bestellung mit ihren Produkten.',
        'Gewogene Produkte: Gewicht in Gramm eingeben (Enter speichert) oder von der verbundenen Waage übernehmen.',
        'Markieren Sie fehlende Stück und drucken Sie Etiketten.',
        'Im Reiter „Lieferscheine“ drucken Sie die Lieferscheine.',
      ],
    },
    settingsBakery: {
      title: 'Einstellungen',
      steps: [
        'Stammdaten und Passwort Ihres Kontos.',
        'Betriebsferien, Lieferzonen, Rabatte und unter „Weitere Einstellungen“ Liefertage, Lieferkosten und Bestellschluss.',
        '„Dokumente“: Verkäuferdaten für E-Rechnungen, Logo und Nummernkreise.',
        '„Servicegebühr“ zeigt Ihre monatliche Abrechnung, „Vertrag“ Widerruf und Kündigung.',
      ],
    },
    settingsClient: {
      title: 'Einstellungen',
      steps: [
        'Ihre Stammdaten: Name, Anschrift und Rechnungsdaten.',
        'Unter „Passwort“ ändern Sie Ihr Passwort.',
        '„Bestellsuche“ findet eine Bestellung über ihre Bestell-ID.',
      ],
    },
    messages: {
      title: 'Nachrichten',
      steps: [
        'Ihre Unterhaltungen, die neuesten zuerst; ungelesene sind markiert, ihre Zahl steht auch im Menü.',
        '„Neue Nachricht“ schreibt an Ihre Bäckerei oder den Support – als Bäckerei auch an einen oder alle Ihre Kunden.',
        'Öffnen Sie eine Unterhaltung, um zu antworten oder sie zu schließen; eigene Nachrichten können Sie bearbeiten und löschen.',
        'Der Empfänger erhält eine E-Mail.',
      ],
    },
    profile: {
      title: 'Profil',
      steps: [
        'Schalten Sie „Bestellungen von Gästen annehmen“ ein, wenn Gäste über Ihr Konto bestellen sollen.',
        'Stammdaten und Passwort ändern Sie in den Einstellungen.',
      ],
    },
  },
};

export default de;
