import type { DocumentLine } from '@rental/domain/invoicing/document';
import type { StoredDocument } from '@rental/domain/invoicing/record';
import { panamaOffsetStamp } from '@rental/domain/panama-time';

/**
 * A document in The Factory HKA Panamá's "Enviar" fields (felwiki.thefactoryhka.com.pa): amounts
 * as text in dollars with two decimals (a unit discount with up to six), ITBMS by rate code
 * (01: 7 %), dates with Panama's offset. The customer is a consumer (02, consumidor final) or a
 * taxpayer (01) with RUC and DV; a credit note (04) names the CUFE of the invoice it corrects.
 */
type Json = Record<string, unknown>;

const dollars = (cents: number) => (cents / 100).toFixed(2);
const ITBMS_7 = '01';

/** A juridical person's RUC has a book and a year (155596713-2-2015); others are natural persons. */
const taxpayerType = (ruc: string) => (/^\d+-\d+-\d{4}$/.test(ruc) ? '2' : '1');

function item(line: DocumentLine): Json {
  return {
    descripcion: line.description.slice(0, 500),
    cantidad: line.quantity.toFixed(2),
    precioUnitario: dollars(line.unit),
    ...(line.discount
      ? { precioUnitarioDescuento: (line.discount / line.quantity / 100).toFixed(6) }
      : {}),
    precioItem: dollars(line.net),
    valorTotal: dollars(line.net + line.tax),
    tasaITBMS: ITBMS_7,
    valorITBMS: dollars(line.tax),
  };
}

function customer(doc: StoredDocument): Json {
  const c = doc.customer;
  if (c.kind === 'company' && c.ruc)
    return {
      tipoClienteFE: '01',
      tipoContribuyente: taxpayerType(c.ruc),
      numeroRUC: c.ruc,
      digitoVerificadorRUC: c.dv ?? '',
      razonSocial: c.name.slice(0, 100),
      correoElectronico1: c.email,
      pais: 'PA',
    };
  return {
    tipoClienteFE: '02',
    razonSocial: c.name.slice(0, 100),
    correoElectronico1: c.email,
    pais: 'PA',
  };
}

const documentType = (doc: StoredDocument) => (doc.kind === 'invoice' ? '01' : '04');
const emissionType = (doc: StoredDocument) => (doc.emission === 'contingency' ? '02' : '01');
const tenDigits = (doc: StoredDocument) => doc.number.split('-')[1];

export function hkaDocument(doc: StoredDocument): Json {
  const { totals } = doc;
  return {
    codigoSucursalEmisor: doc.branch,
    tipoSucursal: '1',
    datosTransaccion: {
      tipoEmision: emissionType(doc),
      ...(doc.emission === 'contingency' && doc.contingency
        ? {
            fechaInicioContingencia: panamaOffsetStamp(new Date(doc.contingency.since)),
            motivoContingencia: doc.contingency.reason,
          }
        : {}),
      tipoDocumento: documentType(doc),
      numeroDocumentoFiscal: tenDigits(doc),
      puntoFacturacionFiscal: doc.point,
      fechaEmision: panamaOffsetStamp(new Date(doc.issuedAt)),
      naturalezaOperacion: '01',
      tipoOperacion: '1',
      destinoOperacion: '1',
      formatoCAFE: '1',
      entregaCAFE: '1',
      envioContenedor: '1',
      procesoGeneracion: '1',
      tipoVenta: '1',
      informacionInteres: `Reserva ${doc.booking}`,
      cliente: customer(doc),
    },
    ...(doc.refersTo
      ? {
          listaDocsFiscalReferenciados: [
            {
              fechaEmisionDocFiscalReferenciado: panamaOffsetStamp(new Date(doc.refersTo.issuedAt)),
              cufeFEReferenciada: doc.refersTo.cufe,
            },
          ],
        }
      : {}),
    listaItems: doc.lines.map(item),
    totalesSubTotales: {
      totalPrecioNeto: dollars(totals.net),
      totalITBMS: dollars(totals.tax),
      totalMontoGravado: dollars(totals.tax),
      totalFactura: dollars(totals.total),
      totalValorRecibido: dollars(totals.total),
      vuelto: '0.00',
      tiempoPago: '1',
      nroItems: String(doc.lines.length),
      totalTodosItems: dollars(totals.total),
      listaFormaPago: [
        doc.paidWith === 'paypal'
          ? {
              formaPagoFact: '99',
              descFormaPago: 'PayPal',
              valorCuotaPagada: dollars(totals.total),
            }
          : { formaPagoFact: '03', valorCuotaPagada: dollars(totals.total) },
      ],
    },
  };
}

/** The keys the provider finds a document by (EstadoDocumento, DescargaPDF, DescargaXML). */
export const documentKeys = (doc: StoredDocument): Json => ({
  codigoSucursalEmisor: doc.branch,
  numeroDocumentoFiscal: tenDigits(doc),
  puntoFacturacionFiscal: doc.point,
  tipoDocumento: documentType(doc),
  tipoEmision: emissionType(doc),
  serialDispositivo: '',
});
