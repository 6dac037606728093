/**
 * The checks The Factory HKA's Enviar method documents (felwiki.thefactoryhka.com.pa, "Método
 * Enviar") for the fields the site sends: formats of the transaction data, the customer by its
 * type, each item's arithmetic (precioItem = cantidad × (precioUnitario − precioUnitarioDescuento),
 * ITBMS by its rate code) and the totals. A cent of rounding is tolerated per amount, as the
 * DGI's validation rules allow. Returns the first problem, in the provider's words, or null.
 */
type Json = Record<string, unknown>;

const RATES: Record<string, number> = { '00': 0, '01': 0.07, '02': 0.1, '03': 0.15 };
const TOLERANCE = 0.01 + 1e-9;

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : NaN);
const near = (a: number, b: number) => Math.abs(a - b) <= TOLERANCE;
const round2 = (n: number) => Math.round(n * 100) / 100;

const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

function transactionProblem(t: Json): string | null {
  if (!['01', '02'].includes(str(t.tipoEmision)))
    return 'tipoEmision: solo se admiten 01 (normal) y 02 (contingencia) por este servicio';
  if (str(t.tipoEmision) === '02') {
    if (!STAMP.test(str(t.fechaInicioContingencia)))
      return 'fechaInicioContingencia es obligatoria en contingencia';
    const reason = str(t.motivoContingencia);
    if (reason.length < 15 || reason.length > 250)
      return 'motivoContingencia debe tener entre 15 y 250 caracteres';
  }
  if (!['01', '04'].includes(str(t.tipoDocumento)))
    return 'tipoDocumento: este emisor está habilitado para 01 y 04';
  if (!/^\d{10}$/.test(str(t.numeroDocumentoFiscal)) || Number(t.numeroDocumentoFiscal) === 0)
    return 'numeroDocumentoFiscal debe tener 10 dígitos, desde 0000000001';
  if (!/^\d{3}$/.test(str(t.puntoFacturacionFiscal)) || Number(t.puntoFacturacionFiscal) === 0)
    return 'puntoFacturacionFiscal debe tener 3 dígitos y no puede ser cero';
  if (!STAMP.test(str(t.fechaEmision)))
    return 'fechaEmision no tiene el formato AAAA-MM-DDThh:mm:ssTZD';
  for (const field of ['naturalezaOperacion', 'tipoOperacion', 'destinoOperacion', 'tipoVenta'])
    if (!str(t[field])) return `${field} es obligatorio`;
  return customerProblem((t.cliente ?? {}) as Json);
}

function customerProblem(c: Json): string | null {
  const type = str(c.tipoClienteFE);
  if (!['01', '02', '03', '04'].includes(type)) return 'cliente.tipoClienteFE no es válido';
  if (type === '01') {
    if (!['1', '2'].includes(str(c.tipoContribuyente)))
      return 'cliente.tipoContribuyente es obligatorio para un contribuyente';
    if (!str(c.numeroRUC).trim()) return 'cliente.numeroRUC es obligatorio para un contribuyente';
    if (!/^\d{1,2}$/.test(str(c.digitoVerificadorRUC)))
      return 'cliente.digitoVerificadorRUC debe tener 1 o 2 dígitos';
    if (!str(c.razonSocial).trim())
      return 'cliente.razonSocial es obligatoria para un contribuyente';
  }
  if (str(c.razonSocial).length > 100) return 'cliente.razonSocial tiene más de 100 caracteres';
  return null;
}

function itemsProblem(items: Json[]): string | null {
  if (!items.length) return 'listaItems debe tener al menos un ítem';
  for (const [i, item] of items.entries()) {
    const at = `listaItems[${i}]`;
    if (!str(item.descripcion).trim() || str(item.descripcion).length > 500)
      return `${at}.descripcion es obligatoria (hasta 500 caracteres)`;
    const quantity = num(item.cantidad);
    const unit = num(item.precioUnitario);
    const discount =
      item.precioUnitarioDescuento === undefined ? 0 : num(item.precioUnitarioDescuento);
    const price = num(item.precioItem);
    const tax = num(item.valorITBMS);
    const total = num(item.valorTotal);
    if ([quantity, unit, discount, price, tax, total].some(Number.isNaN))
      return `${at}: los montos van como texto numérico con punto decimal`;
    if (quantity <= 0) return `${at}.cantidad debe ser mayor que cero`;
    if (!near(price, round2(quantity * (unit - discount))))
      return `${at}.precioItem no es cantidad × (precioUnitario − precioUnitarioDescuento)`;
    const rate = RATES[str(item.tasaITBMS)];
    if (rate === undefined) return `${at}.tasaITBMS no es un código válido`;
    if (!near(tax, round2(price * rate))) return `${at}.valorITBMS no corresponde a la tasa`;
    if (!near(total, round2(price + tax))) return `${at}.valorTotal no es precioItem + valorITBMS`;
  }
  return null;
}

function totalsProblem(items: Json[], totals: Json): string | null {
  const sum = (field: string) => round2(items.reduce((n, item) => n + num(item[field]), 0));
  const net = num(totals.totalPrecioNeto);
  const tax = num(totals.totalITBMS);
  const total = num(totals.totalFactura);
  if (!near(net, sum('precioItem'))) return 'totalPrecioNeto no es la suma de precioItem';
  if (!near(tax, sum('valorITBMS'))) return 'totalITBMS no es la suma de valorITBMS';
  if (!near(total, round2(net + tax))) return 'totalFactura no es totalPrecioNeto + totalITBMS';
  if (!near(num(totals.totalTodosItems), sum('valorTotal')))
    return 'totalTodosItems no es la suma de valorTotal';
  if (str(totals.nroItems) !== String(items.length)) return 'nroItems no es el número de ítems';
  const payments = Array.isArray(totals.listaFormaPago) ? (totals.listaFormaPago as Json[]) : [];
  if (!payments.length) return 'listaFormaPago debe tener al menos una forma de pago';
  const paid = round2(payments.reduce((n, p) => n + num(p.valorCuotaPagada), 0));
  if (!near(paid, total)) return 'la suma de valorCuotaPagada no es totalFactura';
  return null;
}

/** The document's first problem, or null; `knownCufe` says whether a referred invoice exists. */
export function documentProblem(doc: Json, knownCufe: (cufe: string) => boolean): string | null {
  if (!/^[0-9A-Za-z]{4}$/.test(str(doc.codigoSucursalEmisor)))
    return 'codigoSucursalEmisor debe tener 4 caracteres';
  const t = (doc.datosTransaccion ?? {}) as Json;
  const problem = transactionProblem(t);
  if (problem) return problem;
  if (str(t.tipoDocumento) === '04') {
    const refs = Array.isArray(doc.listaDocsFiscalReferenciados)
      ? (doc.listaDocsFiscalReferenciados as Json[])
      : [];
    if (!refs.length) return 'una nota de crédito refiere a la factura que corrige';
    for (const ref of refs)
      if (!knownCufe(str(ref.cufeFEReferenciada)))
        return 'listaDocsFiscalReferenciados: el CUFE referido no existe';
  }
  const items = Array.isArray(doc.listaItems) ? (doc.listaItems as Json[]) : [];
  return itemsProblem(items) ?? totalsProblem(items, (doc.totalesSubTotales ?? {}) as Json);
}
