import { BRAND } from '../../../brand';
import type { HelpContent } from './types';

const address = `${BRAND.street}, ${BRAND.city}, ${BRAND.country.it}`;

/** Italian help texts (loaded only when shown: not part of the first page's script). */
const it: HelpContent = {
  updated: 'Aggiornato al 27.11.2026',
  tos: [
    {
      heading: '1. Ambito e fornitore',
      paragraphs: [
        `Le presenti condizioni regolano l'uso della piattaforma ${BRAND.name}, gestita da ${BRAND.company}, ${address} («noi»). Valgono per i panifici, i loro clienti commerciali (strutture ospitanti come hotel, bar e appartamenti vacanza), gli ospiti delle strutture ospitanti e i clienti privati.`,
        `${BRAND.name} è uno strumento per ordini, produzione e fatturazione. I contratti di vendita del pane e degli altri prodotti si concludono tra il panificio e i suoi clienti, non con noi.`,
      ],
    },
    {
      heading: '2. Servizi',
      paragraphs: [
        'I panifici gestiscono i loro prodotti (nomi e descrizioni in tedesco, italiano e inglese, prezzo al grammo, peso indicativo, giorni disponibili), listini, clienti, zone di consegna, ferie e sconti, importano prodotti dal file di esportazione del loro gestionale e ricevono ordini.',
        'Dagli ordini la piattaforma genera liste di produzione per data di consegna, viste per preparare e pesare con etichette, documenti di trasporto, fatture in PDF e fatture elettroniche in formato FatturaPA, trasmesse al Sistema di Interscambio (SdI) o inviate al cliente via e-mail.',
        "Le strutture ospitanti adottano i prodotti del loro panificio, fissano prezzi propri e prodotti propri, creano account per gli ospiti con istruzioni e codice QR e fatturano ai loro ospiti. Gli ospiti ordinano con l'app ospiti (App Store, Google Play o nel browser), i clienti privati via web.",
      ],
    },
    {
      heading: '3. Account',
      paragraphs: [
        'I panifici creano gli account delle loro strutture ospitanti e dei loro clienti privati o abilitano i clienti privati che si sono registrati; le strutture ospitanti creano gli account dei loro ospiti. Chi crea un account è responsabile della correttezza dei dati inseriti.',
        "Le credenziali vanno tenute segrete. Dopo cinque tentativi di accesso errati consecutivi l'account viene bloccato finché la password non viene reimpostata con «Password dimenticata?».",
      ],
    },
    {
      heading: '4. Prezzi',
      paragraphs: [
        'Per i panifici il servizio costa 3,00 EUR per account acquirente attivo al mese più IVA. Un account acquirente (struttura ospitante, cliente privato od ospite) è attivo in un mese se per esso esiste almeno un ordine accettato con consegna in quel mese.',
        'Strutture ospitanti, ospiti e clienti privati usano la piattaforma gratuitamente. I prezzi dei prodotti li stabiliscono i panifici e le strutture ospitanti.',
      ],
    },
    {
      heading: '5. Fatturazione e pagamento',
      paragraphs: [
        'Per ogni mese il panificio riceve un rendiconto del canone di servizio, datato il primo giorno del mese successivo e pagabile senza detrazioni entro 30 giorni dalla data della fattura. Il rendiconto con gli account attivi è consultabile nelle impostazioni alla voce «Canone».',
      ],
    },
    {
      heading: '6. Recesso e disdetta',
      paragraphs: [
        "Il panificio può recedere dal contratto senza indicarne i motivi entro 14 giorni dall'inizio; l'account viene allora bloccato subito. In seguito può disdire alla fine di ogni mese: il contratto termina l'ultimo giorno del mese e l'account è bloccato dal giorno successivo.",
        'Recesso e disdetta si dichiarano nelle impostazioni alla voce «Contratto» con la propria password. Una disdetta a fine mese può essere revocata finché non ha effetto. Strutture ospitanti e clienti privati vengono informati via e-mail; i clienti di un panificio bloccato non possono più ordinare da esso.',
      ],
    },
    {
      heading: '7. Obblighi degli utenti',
      paragraphs: [
        'Gli utenti inseriscono dati corretti e usano la piattaforma solo per lo scopo previsto. I panifici rispondono dei loro prezzi, delle indicazioni su prodotti e allergeni, delle consegne e del contenuto delle loro fatture, compresi i dati del cedente per le fatture elettroniche. Le strutture ospitanti rispondono della fatturazione ai loro ospiti.',
      ],
    },
    {
      heading: '8. Disponibilità e responsabilità',
      paragraphs: [
        'Ci impegniamo per un servizio senza interruzioni, ma non possiamo escludere manutenzioni e guasti. Rispondiamo senza limiti per dolo e colpa grave e per danni alla vita, al corpo e alla salute; per il resto la responsabilità è limitata al danno prevedibile e tipico del contratto.',
      ],
    },
    {
      heading: '9. Protezione dei dati',
      paragraphs: [
        "Come trattiamo i dati personali è descritto nell'informativa sulla privacy. Rispondiamo alle richieste in materia di protezione dei dati entro un mese.",
      ],
    },
    {
      heading: '10. Disposizioni finali',
      paragraphs: [
        'Si applica il diritto italiano. Foro competente per le imprese è Bolzano. Se una disposizione fosse invalida, le altre restano valide.',
      ],
    },
  ],
  privacy: [
    {
      heading: '1. Titolare del trattamento',
      paragraphs: [
        `Titolare del trattamento dei dati personali su ${BRAND.name} è ${BRAND.company}, ${address}. Per qualsiasi domanda sulla protezione dei dati ci trova all'indirizzo ${BRAND.privacyEmail}.`,
      ],
    },
    {
      heading: '2. Account',
      paragraphs: [
        "Per ogni account conserviamo nome utente, indirizzo e-mail, lingua, il tipo di account (panificio, struttura ospitante, cliente privato, ospite) e a chi è collegato. La password è conservata solo come hash, mai in chiaro. Conserviamo inoltre se l'indirizzo e-mail è confermato, se l'account è bloccato, il numero di accessi falliti consecutivi e quali guide ha chiuso.",
        'Panifici, strutture ospitanti e clienti privati inseriscono dati anagrafici: ragione sociale o nome completo, indirizzo, telefono, partita IVA, codice fiscale, codice destinatario e indirizzo PEC. Per gli ospiti la struttura ospitante conserva una denominazione (ad es. il numero della camera) e il periodo del soggiorno.',
      ],
    },
    {
      heading: '3. Ordini, fatture e fatture elettroniche',
      paragraphs: [
        'Conserviamo gli ordini con prodotti, quantità, prezzi, data di consegna, messaggio, pesi misurati e la cronologia delle modifiche, oltre agli ordini fissi, alle liste di produzione e ai documenti di trasporto.',
        "Le fatture sono conservate in PDF e come file XML (FatturaPA). Le fatture elettroniche sono trasmesse al Sistema di Interscambio (SdI) dell'Agenzia delle Entrate – a seconda della configurazione via PEC o tramite un intermediario accreditato – e ne conserviamo le notifiche insieme alla fattura. Su richiesta del panificio una fattura viene inviata al cliente via e-mail.",
      ],
    },
    {
      heading: '4. Messaggi',
      paragraphs: [
        'I messaggi che scrive sulla piattaforma al Suo panificio, ai Suoi clienti o al supporto sono conservati con oggetto, testo, mittente, destinatari e stato (nuovo, letto, chiuso). Se ci scrive senza account con il modulo di contatto, conserviamo nome, indirizzo e-mail e messaggio per risponderLe via e-mail.',
      ],
    },
    {
      heading: '5. E-mail',
      paragraphs: [
        "Inviamo le e-mail necessarie all'uso: conferma dell'indirizzo e-mail, link per reimpostare la password (validi 2 ore), credenziali per i clienti appena creati, fatture ai clienti, avvisi di nuovi messaggi e l'avviso della fine del contratto di un panificio. Non inviamo e-mail pubblicitarie.",
      ],
    },
    {
      heading: '6. Protezione dagli abusi e log del server',
      paragraphs: [
        'Accesso, registrazione e reimpostazione della password sono protetti da un calcolo da risolvere. Per limitare i tentativi automatici contiamo queste richieste per indirizzo IP; i contatori vengono cancellati dopo 24 ore.',
        'Il server registra le richieste (ora, indirizzo IP, indirizzo richiesto, esito) per la ricerca di errori e la difesa dagli attacchi; token di accesso e cookie non vengono registrati. I log vengono cancellati quando non servono più a questo scopo.',
      ],
    },
    {
      heading: '7. Cookie e memoria del browser',
      paragraphs: [
        "Usiamo solo cookie tecnici: sw_consent ricorda per 150 giorni che ha confermato l'avviso sui cookie, sw_lang per un anno la lingua scelta.",
        "Nella memoria locale del browser restano, fino al logout, il Suo token di accesso e il Suo ID utente, oltre a impostazioni d'uso come il formato delle etichette e i pesi non ancora salvati durante la pesatura. L'app ospiti conserva l'accesso sul dispositivo. Non usiamo cookie di tracciamento, di analisi o pubblicitari.",
      ],
    },
    {
      heading: '8. Finalità e basi giuridiche',
      paragraphs: [
        'Trattiamo i dati per eseguire il contratto (art. 6, par. 1, lett. b GDPR), per adempiere obblighi di legge, ad esempio per le fatture e la loro conservazione (art. 6, par. 1, lett. c GDPR), e per il legittimo interesse a un servizio sicuro (art. 6, par. 1, lett. f GDPR).',
      ],
    },
    {
      heading: '9. Destinatari',
      paragraphs: [
        "Il Suo panificio vede i dati dei suoi clienti e i loro ordini; una struttura ospitante vede i dati e gli ordini dei suoi ospiti. Le fatture elettroniche le ricevono lo SdI e, a seconda della configurazione, il gestore PEC o l'intermediario. Il nostro fornitore di hosting e quello di posta elettronica trattano i dati per nostro conto. Non trasmettiamo dati ad altri.",
      ],
    },
    {
      heading: '10. Durata della conservazione',
      paragraphs: [
        "Conserviamo i dati dell'account finché l'account esiste. Un cliente eliminato viene bloccato, così che i suoi ordini e le sue fatture restino. Fatture e ordini collegati sono conservati per il tempo richiesto dalla normativa fiscale (in Italia dieci anni).",
      ],
    },
    {
      heading: '11. I Suoi diritti',
      paragraphs: [
        `Ha diritto di accesso, rettifica, cancellazione, limitazione del trattamento, portabilità dei dati e opposizione. Scriva a ${BRAND.privacyEmail}; rispondiamo entro un mese. Può inoltre proporre reclamo al Garante per la protezione dei dati personali.`,
      ],
    },
  ],
  about: [
    `${BRAND.name} nasce in Alto Adige per i panifici che ogni mattina riforniscono hotel, bar, appartamenti vacanza e famiglie.`,
    'Il panificio cura il suo assortimento in tre lingue e i suoi listini; i clienti ordinano entro il termine del giorno prima. Lista di produzione, pesatura con etichette, documenti di trasporto e fatture nascono dagli stessi ordini – la fattura elettronica va direttamente allo SdI.',
    "Le strutture ospitanti offrono pane fresco ai loro ospiti con un'app semplice: l'ospite accede con il codice QR delle sue istruzioni, ordina per i giorni del soggiorno e paga la struttura ospitante, che fattura con un clic.",
    'La piattaforma parla tedesco, italiano e inglese; e-mail, PDF e app ospiti appaiono nella lingua del destinatario.',
  ],
  planTermsTitle: 'Condizioni',
  planTerms: (fee) => [
    `${fee} per account acquirente attivo al mese più IVA; è attivo un account con almeno un ordine accettato con consegna nel mese.`,
    'Strutture ospitanti, ospiti e clienti privati non pagano nulla.',
    'Rendiconto mensile, pagabile entro 30 giorni.',
    "Recesso entro 14 giorni dall'inizio del contratto, poi disdetta alla fine di ogni mese.",
  ],
  faq: [
    {
      id: 'bakery',
      title: 'Per i panifici',
      items: [
        {
          question: 'Entro quando possono ordinare i miei clienti?',
          answer:
            "Entro il termine d'ordine del giorno prima della consegna. L'ora è quella impostata per il cliente (per un ospite quella della sua struttura ospitante), altrimenti la Sua (Impostazioni → Altre impostazioni); se manca, le 18:00. Fino ad allora il cliente può modificare l'ordine. Per un cliente può ignorare il termine e per un singolo ordine fissarne uno diverso.",
        },
        {
          question: 'In quali giorni si consegna?',
          answer:
            'Dal lunedì al venerdì; il sabato e la domenica solo se li attiva in «Altre impostazioni». Nei giorni di ferie non si può ordinare nulla, e un prodotto non si può ordinare nei giorni in cui non è disponibile.',
        },
        {
          question: 'Come si crea la lista di produzione?',
          answer:
            'In «Lista di produzione» scelga la consegna e clicchi su «Genera»: per ogni prodotto vede i pezzi ordinati e il peso approssimativo. Con «Aggiungi pane» aggiunge pane per il negozio; ciò che cambia dopo la generazione viene segnalato. La lista si può stampare o salvare in PDF.',
        },
        {
          question: 'Come peso i prodotti e stampo etichette e documenti di trasporto?',
          answer:
            'In «Prepara ordini» scelga giorno e zona di consegna. Il peso dei prodotti da pesare si inserisce in grammi o si legge da una bilancia collegata; i pezzi mancanti si segnano con «Manca». Le etichette si stampano in PDF o su stampanti di etichette (ZPL); i documenti di trasporto sono nella scheda «Documenti di trasporto».',
        },
        {
          question: 'Come creo fatture e fatture elettroniche per lo SdI?',
          answer:
            "In «Fatture» scelga cliente e periodo, selezioni gli ordini accettati e controlli l'anteprima PDF. Con «Invia» la fattura parte come FatturaPA allo SdI e via e-mail al cliente; quando viene saldata, la segna come pagata. Servono i Suoi dati del cedente (Impostazioni → Documenti) e, per il cliente, partita IVA o codice fiscale e codice destinatario o PEC. Le notifiche dello SdI compaiono nella fattura.",
        },
        {
          question: 'Posso importare i prodotti dal mio gestionale?',
          answer:
            "Sì: in «Prodotti» → «Importa» carichi il file di esportazione (CSV o ZIP), assegni le colonne e prima dell'importazione vede quali prodotti sono nuovi, modificati o errati.",
        },
        {
          question: 'Quanto costa Brotzeit per il mio panificio?',
          answer:
            '3,00 € al mese più IVA per ogni account acquirente attivo. Un account è attivo se nel mese gli viene consegnato almeno un ordine accettato. La fattura mensile è in Impostazioni → Canone e va pagata entro 30 giorni.',
        },
        {
          question: 'Come scrivo ai miei clienti?',
          answer:
            "In «Messaggi» → «Nuovo messaggio» scrive a un cliente o a tutti i Suoi clienti insieme (ognuno riceve una conversazione separata). I destinatari ricevono un'e-mail e rispondono nella conversazione.",
        },
        {
          question: 'Come disdico il contratto?',
          answer:
            "In Impostazioni → Contratto, confermando con la Sua password. Nei primi 14 giorni vale come recesso e l'account viene bloccato subito; in seguito il contratto termina a fine mese, e fino ad allora può revocare la disdetta.",
        },
      ],
    },
    {
      id: 'host',
      title: 'Per le strutture ospitanti',
      items: [
        {
          question: 'Come offro il pane ai miei ospiti?',
          answer:
            'In «Prodotti» adotti i prodotti del Suo panificio e stabilisca quanto pagano i Suoi ospiti (senza prezzo di vendita vale il prezzo base). Può anche creare prodotti propri. Gli ospiti vedono solo ciò che ha adottato.',
        },
        {
          question: 'Come aggiungo un ospite?',
          answer:
            "In «Ospiti» → «Nuovo ospite» indichi un nome (ad es. il numero della camera) e le date del soggiorno. Riceve un codice QR e le istruzioni da stampare, con cui l'ospite accede all'app per gli ospiti.",
        },
        {
          question: 'Come faccio il conto ai miei ospiti?',
          answer:
            "In «Fattura ospiti» scelga un periodo e vede ogni ospite con i suoi ordini consegnati e l'importo IVA inclusa. Scarichi una ricevuta per ogni ospite nella sua lingua e un riepilogo, e segni come pagati gli ospiti che hanno saldato.",
        },
        {
          question: 'Devo accettare gli ordini dei miei ospiti?',
          answer:
            'Solo se il Suo panificio ha attivato per il Suo account il controllo degli ordini degli ospiti: allora i nuovi ordini degli ospiti attendono la Sua accettazione in «Ordini» e solo dopo arrivano al panificio.',
        },
        {
          question: 'Quanto costa Brotzeit per le strutture ospitanti?',
          answer: 'Niente. Il canone lo paga il panificio.',
        },
      ],
    },
    {
      id: 'guest',
      title: 'Per gli ospiti',
      items: [
        {
          question: 'Come accedo?',
          answer:
            "Scansioni il codice QR sulle istruzioni della Sua struttura ospitante oppure inserisca nome utente e password nell'app per gli ospiti. L'app è disponibile sull'App Store, su Google Play e nel browser.",
        },
        {
          question: 'Entro quando posso ordinare?',
          answer:
            "Entro il termine che l'app mostra per ogni giorno di consegna, di solito la sera prima, e solo per i giorni del Suo soggiorno. Fino ad allora può modificare l'ordine.",
        },
        {
          question: 'Come pago?',
          answer: 'Alla Sua struttura ospitante, che Le conteggia gli ordini e Le rilascia una ricevuta.',
        },
      ],
    },
    {
      id: 'private',
      title: 'Per i clienti privati',
      items: [
        {
          question: 'Come divento cliente?',
          answer:
            "Si registri con «Registrati» oppure si faccia creare un account dal Suo panificio. Dopo la registrazione confermi l'indirizzo e-mail; può ordinare non appena il panificio ha accettato la Sua registrazione.",
        },
        {
          question: 'Come ordino regolarmente gli stessi prodotti?',
          answer:
            "Con un ordine fisso in «Ordini» → «Ordini fissi»: scelga i prodotti e i giorni della settimana o un intervallo. L'ordine parte in automatico e si può mettere in pausa.",
        },
        {
          question: 'Dove trovo le mie fatture?',
          answer: 'In «Fatture», non appena il panificio le ha inviate, in PDF da scaricare.',
        },
        {
          question: 'Possono ordinare altri tramite il mio account?',
          answer:
            'Sì: nel profilo attivi «Accetta ordini degli ospiti»; così gli ospiti possono ordinare tramite il Suo account.',
        },
      ],
    },
    {
      id: 'account',
      title: 'Account e lingua',
      items: [
        {
          question: 'Ho dimenticato la password.',
          answer:
            "Nella pagina di accesso clicchi su «Password dimenticata?» e inserisca il Suo indirizzo e-mail. Il link ricevuto è valido 2 ore. Dopo cinque tentativi di accesso errati l'account resta bloccato finché non reimposta la password in questo modo.",
        },
        {
          question: 'Come cambio la password?',
          answer: 'In Impostazioni → Password, con la password attuale.',
        },
        {
          question: 'In quali lingue è disponibile Brotzeit?',
          answer:
            "Tedesco, italiano e inglese. La lingua si cambia in fondo a ogni pagina; dopo l'accesso viene salvata nel Suo account, ed e-mail e PDF Le arrivano in quella lingua. Il panificio inserisce i nomi dei prodotti in tutte e tre le lingue.",
        },
        {
          question: 'Come contatto il supporto?',
          answer: `Dopo l'accesso scriva in «Messaggi» → «Nuovo messaggio» al «Supporto Brotzeit»; senza accesso usi il modulo «Contatta l'assistenza» o scriva a ${BRAND.supportEmail}. La risposta arriva anche via e-mail.`,
        },
      ],
    },
  ],
  tutorials: {
    dashboard: {
      title: 'La Sua dashboard',
      steps: [
        'Scelga periodo e intervallo (giorno, settimana, mese): i grafici mostrano vendite, ordini e le altre cifre del Suo account.',
        '«Totali del periodo» mostra i totali e la variazione rispetto al periodo precedente.',
        'In «Novità» trova gli ultimi ordini, fatture, clienti e prodotti.',
        'Nel menu a sinistra trova tutte le aree del Suo account; le risposte alle domande frequenti sono nelle FAQ.',
      ],
    },
    ordersBakery: {
      title: 'Ordini',
      steps: [
        'Gli ordini dei Suoi clienti, raggruppati per giorno di consegna: «Prossima consegna», «Futuri», «Passati».',
        "Con «Filtri» cerca gli ordini per ID ordine, cliente o termine d'ordine.",
        'Con «Ordine telefonico» registra un ordine per conto di un cliente.',
        "Apra un ordine per modificarne quantità, termine d'ordine o stato.",
      ],
    },
    ordersHost: {
      title: 'Ordini',
      steps: [
        'I Suoi ordini e quelli dei Suoi ospiti, raggruppati per giorno di consegna.',
        "Con «Nuovo ordine» ordina entro il termine d'ordine del giorno prima; fino ad allora può modificarlo.",
        'Accetti gli ordini degli ospiti «In attesa della struttura ospitante», così arrivano al panificio.',
        'In «Ordini fissi» imposta ordini che si ripetono in automatico.',
      ],
    },
    ordersClient: {
      title: 'Ordini',
      steps: [
        'I Suoi ordini, raggruppati per giorno di consegna.',
        "Con «Nuovo ordine» ordina entro il termine d'ordine del giorno prima; fino ad allora può modificarlo.",
        'In «Ordini fissi» imposta ordini che si ripetono in automatico.',
      ],
    },
    productsBakery: {
      title: 'Prodotti',
      steps: [
        'Il Suo assortimento nella sequenza in cui lo vedono i clienti; con le frecce sposta un prodotto su o giù.',
        '«Nuovo prodotto»: nome e descrizione in tre lingue, prezzo al grammo, peso, aliquota IVA e disponibilità.',
        'Nella scheda «Listini prezzi» decide quali clienti vedono quali prodotti e a che prezzo. Un prodotto che non è in nessun listino è invisibile ai clienti.',
      ],
    },
    productsHost: {
      title: 'Prodotti',
      steps: [
        "In alto l'offerta del Suo panificio: «Adotta» rende un prodotto ordinabile per i Suoi ospiti.",
        'Per i prodotti adottati stabilisce il prezzo di vendita per i Suoi ospiti; se è vuoto vale il prezzo base.',
        '«Nuovo prodotto proprio» crea prodotti offerti solo da Lei.',
      ],
    },
    productImport: {
      title: 'Importa prodotti',
      steps: [
        'Scelga il file di esportazione del Suo gestionale (CSV o ZIP) e clicchi su «Verifica file».',
        'Assegni le colonne: codice articolo, descrizioni, peso, prezzo e IVA.',
        "La verifica mostra le righe nuove, modificate ed errate; solo dopo avvia l'importazione.",
      ],
    },
    clientsBakery: {
      title: 'Clienti',
      steps: [
        'Le Sue strutture ospitanti e i Suoi clienti privati; cerchi per nome, ditta o e-mail.',
        '«Nuovo cliente» crea un account; con «Invia i dati di accesso per e-mail» il cliente li riceve via e-mail.',
        'I clienti privati che si sono registrati da soli attendono che li accetti («Accetta»).',
        "Modificando un cliente stabilisce listino, zona di consegna, termine d'ordine e dati di fatturazione.",
      ],
    },
    clientsHost: {
      title: 'Ospiti',
      steps: [
        '«Nuovo ospite» crea un ospite con nome (ad es. il numero della camera) e date del soggiorno.',
        "Per ogni ospite ci sono un codice QR e le istruzioni da stampare per l'app per gli ospiti.",
        'Gli ospiti ordinano solo durante il loro soggiorno.',
      ],
    },
    clientBilling: {
      title: 'Fattura ospiti',
      steps: [
        'Scelga il periodo, ad es. «Questa settimana».',
        "Ogni ospite compare con i suoi ordini consegnati e l'importo IVA inclusa.",
        "Scarichi la ricevuta dell'ospite e lo segni come pagato; il riepilogo riassume l'intero periodo.",
      ],
    },
    billsBakery: {
      title: 'Fatture',
      steps: [
        "«Crea fattura»: scelga cliente e periodo, selezioni gli ordini, controlli l'anteprima PDF.",
        '«Invia» trasmette la fattura allo SdI e via e-mail al cliente; lo stato mostra la risposta dello SdI.',
        'Segni come pagate le fatture saldate. Dati del cedente e numerazione sono in Impostazioni → Documenti.',
      ],
    },
    billsClient: {
      title: 'Fatture',
      steps: [
        'Le fatture che il Suo panificio Le ha inviato.',
        'Apra una fattura per scaricare il PDF e vedere se risulta pagata.',
      ],
    },
    bakeList: {
      title: 'Lista di produzione',
      steps: [
        'Scelga la consegna; vede quanti ordini sono arrivati prima della chiusura ordini.',
        '«Genera» crea la lista per prodotto con pezzi e peso approssimativo.',
        'Con «Aggiungi pane» aggiunge pane per il negozio; le modifiche successive vengono segnalate.',
        'Stampi o salvi in PDF.',
      ],
    },
    compile: {
      title: 'Prepara ordini',
      steps: [
        'Scelga giorno e zona di consegna: vede ogni ordine con i suoi prodotti.',
        'Prodotti da pesare: inserisca il peso in grammi (Invio salva) o lo prenda dalla bilancia collegata.',
        'Segni i pezzi mancanti e stampi le etichette.',
        'Nella scheda «Documenti di trasporto» stampa i documenti di trasporto.',
      ],
    },
    settingsBakery: {
      title: 'Impostazioni',
      steps: [
        'Dati anagrafici e password del Suo account.',
        "Ferie, zone di consegna, sconti e in «Altre impostazioni» giorni di consegna, costi di consegna e termine d'ordine.",
        '«Documenti»: dati del cedente per le fatture elettroniche, logo e numerazione.',
        '«Canone» mostra il conteggio mensile, «Contratto» recesso e disdetta.',
      ],
    },
    settingsClient: {
      title: 'Impostazioni',
      steps: [
        'I Suoi dati anagrafici: nome, indirizzo e dati di fatturazione.',
        'In «Password» cambia la password.',
        '«Ricerca ordini» trova un ordine dal suo ID.',
      ],
    },
    messages: {
      title: 'Messaggi',
      steps: [
        'Le Sue conversazioni, le più recenti per prime; quelle non lette sono segnate e il loro numero compare anche nel menu.',
        'Con «Nuovo messaggio» scrive al Suo panificio o al supporto; un panificio può scrivere anche a uno o a tutti i suoi clienti.',
        'Apra una conversazione per rispondere o chiuderla; i Suoi messaggi si possono modificare ed eliminare.',
        "Il destinatario riceve un'e-mail.",
      ],
    },
    profile: {
      title: 'Profilo',
      steps: [
        'Attivi «Accetta ordini degli ospiti» se vuole che gli ospiti ordinino tramite il Suo account.',
        'Dati anagrafici e password si cambiano nelle impostazioni.',
      ],
    },
  },
};

export default it;
