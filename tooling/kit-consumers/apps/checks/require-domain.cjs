// A CommonJS tool (a back-office script, a Node service on require()) taking the rules alone.
const { formatMoney, PAGE_SIZE } = require("@casino/domain");

process.stdout.write(`${formatMoney(12.5, "EUR")} ${PAGE_SIZE}\n`);
