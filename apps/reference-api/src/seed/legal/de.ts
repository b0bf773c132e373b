import { legalDocument, type SeedLegalDocument } from "./legal-html.ts";

const UPDATED = "2026-11-01";

/** The demo brand's legal and help texts in German (sample texts; a brand serves its own). */
export const DE_LEGAL_DOCUMENTS: Readonly<Record<string, SeedLegalDocument>> = {
  "terms-and-conditions": legalDocument("Allgemeine Geschäftsbedingungen", UPDATED, [
    [
      "Wer wir sind",
      "Demo Casino wird von der Demo Gaming N.V. mit Sitz in Curaçao betrieben. Mit der Eröffnung eines Kontos akzeptierst du diese Bedingungen.",
    ],
    [
      "Dein Konto",
      "Du darfst nur ein Konto führen. Du musst mindestens 18 Jahre alt sein und an deinem Wohnort spielen dürfen.",
      [
        "Behalte dein Passwort für dich.",
        "Sag uns sofort Bescheid, wenn jemand anderes dein Konto benutzt hat.",
        "Halte deine Angaben aktuell.",
      ],
    ],
    [
      "Ein- und Auszahlungen",
      "Einzahlungen werden gutgeschrieben, sobald der Zahlungsanbieter sie bestätigt. Auszahlungen leisten wir auf eine Zahlungsmethode auf deinen Namen, nachdem wir <strong>deine Identität geprüft</strong> haben.",
    ],
    [
      "Konto schließen",
      'Du kannst dein Konto jederzeit in deinem Profil schließen oder mit den Werkzeugen auf der Seite <a href="/de/responsible-gambling">Verantwortungsvolles Spielen</a> eine Pause einlegen.',
    ],
  ]),
  "privacy-policy": legalDocument("Datenschutzerklärung", UPDATED, [
    [
      "Worum es geht",
      "Diese Erklärung beschreibt, welche personenbezogenen Daten wir über dich speichern, warum und wie lange.",
    ],
    [
      "Welche Daten wir speichern",
      [
        "Name, Geburtsdatum und Adresse, um deine Identität zu prüfen.",
        "Deine Ein- und Auszahlungen und Einsätze, wie es das Glücksspielrecht verlangt.",
        "Die Seiten, die du besuchst, um die Website zu verbessern (nur mit deiner Zustimmung zu Cookies).",
      ],
    ],
    [
      "Wie lange wir sie speichern",
      "Wir bewahren deine Unterlagen <em>fünf Jahre</em> nach Schließung deines Kontos auf, wie es das Geldwäscherecht verlangt.",
    ],
    [
      "Deine Rechte",
      "Du kannst jederzeit eine Kopie deiner Daten verlangen, sie berichtigen lassen oder der Werbung widersprechen. Schreib an privacy@demo.casino.",
    ],
  ]),
  "aml-policy": legalDocument("Richtlinie zur Geldwäschebekämpfung", UPDATED, [
    [
      "Unsere Verpflichtung",
      "Wir nehmen kein Geld aus Straftaten an und melden verdächtige Vorgänge den Behörden, wie es das Gesetz verlangt.",
    ],
    [
      "Unsere Prüfungen",
      [
        "Wir prüfen die Identität jedes Spielers vor der ersten Auszahlung.",
        "Wir können fragen, woher das eingezahlte Geld stammt.",
        "Wir achten auf Muster wie Einzahlungen, die ohne Spiel wieder ausgezahlt werden.",
      ],
    ],
    [
      "Wenn wir dich nicht verifizieren können",
      "Bis die Prüfung abgeschlossen ist, können wir Auszahlungen zurückhalten. Gewinne zahlen wir nie an Dritte aus.",
    ],
  ]),
  "bonus-terms": legalDocument("Bonusbedingungen", UPDATED, [
    [
      "Allgemeine Regeln",
      "Es kann jeweils ein Bonus und ein Freispiel-Angebot aktiv sein. Wird ein Bonus storniert, verfällt sein restliches Bonusguthaben.",
    ],
    [
      "Umsatzbedingungen",
      "Bonusguthaben muss so oft umgesetzt werden, wie das Angebot angibt, bevor es zu Echtgeld wird.",
      ["Es zählen nur Spiele, die Bonusspiel erlauben.", "Solange ein Bonus aktiv ist, gilt der Höchsteinsatz."],
    ],
    ["Missbrauch", "Boni, die eine Person über mehrere Konten nutzt, können wir stornieren."],
  ]),
  "responsible-gambling": legalDocument("Verantwortungsvolles Spielen", UPDATED, [
    [
      "Spiel zum Vergnügen",
      "Glücksspiel soll Unterhaltung sein, nie eine Einnahmequelle. Spiele nur mit Geld, dessen Verlust du dir leisten kannst.",
    ],
    [
      "Werkzeuge, die dir helfen",
      [
        "Einzahlungs-, Verlust- und Einsatzlimits pro Tag, Woche oder Monat.",
        "Ein Sitzungszeitlimit, das dich abmeldet.",
        "Eine Auszeit oder ein Selbstausschluss, der sich nicht verkürzen lässt.",
      ],
    ],
    [
      "Hilfe holen",
      'Wenn Spielen keinen Spaß mehr macht, sprich mit jemandem. Unabhängige, kostenlose Hilfe gibt es bei der <a href="https://www.check-dein-spiel.de">BZgA</a>.',
    ],
  ]),
  "kyc-refund-policy": legalDocument("KYC- und Erstattungsrichtlinie", UPDATED, [
    [
      "Identitätsprüfung",
      "Vor deiner ersten Auszahlung bitten wir um einen Identitätsnachweis und einen Adressnachweis, der nicht älter als sechs Monate ist.",
      ["Erlaubte Dateien: JPG, PNG oder PDF bis 25 MB.", "Unser Team prüft Dokumente innerhalb von 24 Stunden."],
    ],
    [
      "Erstattungen",
      "Eine versehentliche Einzahlung erstatten wir auf dieselbe Zahlungsmethode, wenn damit nicht gespielt wurde. Wende dich innerhalb von 14 Tagen an den Support.",
    ],
  ]),
  "legal-use-of-website": legalDocument("Rechtmäßige Nutzung der Website", UPDATED, [
    [
      "Wo du spielen darfst",
      "Du darfst diese Website nur nutzen, wo Online-Glücksspiel für dich erlaubt ist. Länder, in denen unsere Lizenz nicht gilt, sperren wir.",
    ],
    [
      "Faire Nutzung",
      [
        "Kein automatisiertes Spielen, keine Bots oder Skripte.",
        "Nicht mehr als ein Konto.",
        "Kein Ausnutzen von Fehlern in Spielen oder Zahlungen.",
      ],
    ],
  ]),
};
