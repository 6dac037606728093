/**
 * The occupancy report's page: per branch, each class it tracks, day by day, cars out
 * of cars there. Plain HTML in Spanish, the staff's language, served by the CMS to staff signed
 * in to Studio (linked from Studio's module bar, services/cms/src/studio.ts).
 */
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (value) => String(value).replace(/[&<>"']/g, (c) => ENTITIES[c]);
const WEEKDAYS = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' moved by `n` days. */
const shiftDay = (day, n) =>
  new Date(new Date(`${day}T12:00:00Z`).getTime() + n * DAY_MS).toISOString().slice(0, 10);

const label = (day) => {
  const d = new Date(`${day}T12:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${day.slice(8, 10)}/${day.slice(5, 7)}`;
};

/** How full a day is: free, filling (80 % or more) or full. */
const tone = (used, units) => (used >= units ? 'full' : used >= units * 0.8 ? 'filling' : 'free');

function branchTable(branch, lines, dayLabels) {
  const rows = lines
    .map(
      (l) =>
        `<tr><th scope="row">${escape(l.class ?? l.extra)}</th>${l.used
          .map(
            (used) =>
              `<td class="${tone(used, l.units)}">${used}<span class="of"> / ${l.units}</span></td>`,
          )
          .join('')}</tr>`,
    )
    .join('');
  return `<section><h2>${escape(branch.code)} · ${escape(branch.name)}</h2>
<table><thead><tr><th scope="col">Clase o extra</th>${dayLabels
    .map((d) => `<th scope="col">${d}</th>`)
    .join('')}</tr></thead><tbody>${rows}</tbody></table></section>`;
}

export function occupancyPage({ firstDay, days, lines }) {
  const dayLabels = Array.from({ length: days }, (_, i) => label(shiftDay(firstDay, i)));
  const byBranch = new Map();
  for (const line of lines) {
    const key = line.branch.code;
    byBranch.set(key, [...(byBranch.get(key) ?? []), line]);
  }
  const tables = [...byBranch.values()]
    .map((branchLines) => branchTable(branchLines[0].branch, branchLines, dayLabels))
    .join('\n');
  const nav = (n, text) => `<a href="?from=${shiftDay(firstDay, n)}&amp;days=${days}">${text}</a>`;
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ocupación de la flota</title>
<style>
body{font-family:system-ui,sans-serif;margin:1.5rem;color:#0f172a}
h1{font-size:1.4rem}h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
nav{display:flex;gap:1rem;margin:.5rem 0 1rem}a{color:#1d4ed8}
table{border-collapse:collapse;min-width:40rem}th,td{border:1px solid #cbd5e1;padding:.3rem .6rem;text-align:center}
th[scope=row]{text-align:left;font-family:ui-monospace,monospace}
td.free{background:#ecfdf5}td.filling{background:#fef3c7}td.full{background:#fee2e2;font-weight:700}
.of{color:#475569;font-weight:400}p.legend span{padding:0 .4rem;margin-right:.5rem}
</style></head><body>
<h1>Ocupación de la flota</h1>
<p>Autos (y extras: sillas, GPS…) fuera (reservas pagadas, confirmadas o en pago, y las sin pagar dentro de su plazo de pago, con el tiempo de preparación de la sucursal) sobre autos de la clase en la sucursal, por día, hora de Panamá.</p>
<p class="legend"><span class="free" style="background:#ecfdf5">libre</span><span style="background:#fef3c7">casi lleno (80 %)</span><span style="background:#fee2e2">lleno</span></p>
<nav>${nav(-days, '← Anterior')}${nav(0, 'Actualizar')}${nav(days, 'Siguiente →')}</nav>
${tables || '<p>No hay unidades cargadas (colección fleet_units).</p>'}
</body></html>`;
}
