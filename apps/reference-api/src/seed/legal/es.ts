import { legalDocument, type SeedLegalDocument } from "./legal-html.ts";

const UPDATED = "2026-11-01";

/** The demo brand's legal and help texts in Spanish (sample texts; a brand serves its own). */
export const ES_LEGAL_DOCUMENTS: Readonly<Record<string, SeedLegalDocument>> = {
  "terms-and-conditions": legalDocument("Términos y condiciones", UPDATED, [
    [
      "Quiénes somos",
      "Demo Casino está operado por Demo Gaming N.V., registrada en Curazao. Al abrir una cuenta aceptas estos términos.",
    ],
    [
      "Tu cuenta",
      "Solo puedes tener una cuenta. Debes tener al menos 18 años y poder jugar legalmente donde vives.",
      [
        "No compartas tu contraseña.",
        "Avísanos enseguida si otra persona ha usado tu cuenta.",
        "Mantén tus datos actualizados.",
      ],
    ],
    [
      "Depósitos y retiros",
      "Los depósitos se abonan cuando el proveedor de pagos los confirma. Pagamos los retiros a un método a tu nombre, después de <strong>verificar tu identidad</strong>.",
    ],
    [
      "Cerrar tu cuenta",
      'Puedes cerrar tu cuenta cuando quieras desde tu perfil, o tomarte un descanso con las herramientas de la página de <a href="/es/responsible-gambling">juego responsable</a>.',
    ],
  ]),
  "privacy-policy": legalDocument("Política de privacidad", UPDATED, [
    ["De qué trata", "Esta política explica qué datos personales guardamos sobre ti, por qué y durante cuánto tiempo."],
    [
      "Los datos que guardamos",
      [
        "Tu nombre, fecha de nacimiento y dirección, para verificar tu identidad.",
        "Tus depósitos, retiros y apuestas, como exige la ley del juego.",
        "Las páginas que visitas, para mejorar el sitio (solo con tu consentimiento a las cookies).",
      ],
    ],
    [
      "Cuánto tiempo los guardamos",
      "Guardamos tus registros <em>cinco años</em> después de cerrar tu cuenta, como exige la ley contra el blanqueo de capitales.",
    ],
    [
      "Tus derechos",
      "Puedes pedir una copia de tus datos, corregirlos u oponerte al marketing en cualquier momento. Escribe a privacy@demo.casino.",
    ],
  ]),
  "aml-policy": legalDocument("Política contra el blanqueo de capitales", UPDATED, [
    [
      "Nuestro compromiso",
      "No aceptamos dinero procedente de delitos y comunicamos las operaciones sospechosas a las autoridades, como exige la ley.",
    ],
    [
      "Las comprobaciones que hacemos",
      [
        "Verificamos la identidad de cada jugador antes del primer retiro.",
        "Podemos preguntar de dónde procede el dinero que depositas.",
        "Vigilamos patrones como depósitos retirados sin jugar.",
      ],
    ],
    [
      "Si no podemos verificarte",
      "Hasta completar las comprobaciones podemos retener los retiros. Nunca pagamos ganancias a terceros.",
    ],
  ]),
  "bonus-terms": legalDocument("Términos de los bonos", UPDATED, [
    [
      "Reglas generales",
      "Puede haber un bono y una oferta de giros gratis activos a la vez. Al cancelar un bono se pierde su saldo de bono restante.",
    ],
    [
      "Requisitos de apuesta",
      "El saldo de bono debe apostarse las veces que indica la oferta antes de convertirse en dinero real.",
      [
        "Solo cuentan los juegos que permiten jugar con bono.",
        "Mientras haya un bono activo se aplica la apuesta máxima.",
      ],
    ],
    ["Abuso", "Podemos cancelar los bonos que una misma persona use con varias cuentas."],
  ]),
  "responsible-gambling": legalDocument("Juego responsable", UPDATED, [
    [
      "Juega para divertirte",
      "El juego debe ser entretenimiento, nunca una forma de ganar dinero. Juega solo con dinero que puedas permitirte perder.",
    ],
    [
      "Herramientas para mantener el control",
      [
        "Límites de depósito, pérdida y apuesta, diarios, semanales o mensuales.",
        "Un límite de tiempo de sesión que cierra tu sesión.",
        "Una pausa o una autoexclusión, que no se puede acortar una vez fijada.",
      ],
    ],
    [
      "Pedir ayuda",
      'Si el juego deja de ser divertido, habla con alguien. Hay ayuda independiente y gratuita en <a href="https://www.jugarbien.es">Jugar Bien</a>.',
    ],
  ]),
  "kyc-refund-policy": legalDocument("Política de KYC y reembolsos", UPDATED, [
    [
      "Verificación de identidad",
      "Antes de tu primer retiro te pedimos un documento de identidad y un justificante de domicilio de menos de seis meses.",
      ["Archivos aceptados: JPG, PNG o PDF, hasta 25 MB.", "Nuestro equipo revisa los documentos en 24 horas."],
    ],
    [
      "Reembolsos",
      "Un depósito hecho por error se puede reembolsar al mismo método si no se ha jugado. Contacta con soporte en un plazo de 14 días.",
    ],
  ]),
  "legal-use-of-website": legalDocument("Uso legal del sitio web", UPDATED, [
    [
      "Dónde puedes jugar",
      "Solo puedes usar este sitio donde el juego en línea sea legal para ti. Bloqueamos los países donde nuestra licencia no se aplica.",
    ],
    [
      "Uso justo",
      [
        "Nada de juego automatizado, bots ni scripts.",
        "No más de una cuenta.",
        "Ningún intento de aprovechar errores en juegos o pagos.",
      ],
    ],
  ]),
};
