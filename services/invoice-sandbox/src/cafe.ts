import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { encode } from 'uqr';
import { ISSUER, type Authorised } from './store.ts';

/**
 * The printed form of an authorised document (CAFE, "Comprobante Auxiliar de Factura
 * Electrónica"), as the provider's DescargaPDF returns it: issuer, number, customer, items,
 * totals, the CUFE and its QR code; and the document as XML (DescargaXML), in the rFE
 * structure's main groups. Sandbox documents say they have no fiscal value.
 */
type Json = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
// The standard fonts write WinAnsi: anything else becomes "?" rather than failing the PDF.
const winAnsi = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff€’‘“”–—…•·]/g, '?');

const TITLES: Record<string, string> = {
  '01': 'Factura de operación interna',
  '04': 'Nota de crédito referente a una factura electrónica',
};

function drawQr(page: PDFPage, text: string, x: number, y: number, size: number) {
  const qr = encode(text, { ecc: 'M', border: 0 });
  const cell = size / qr.size;
  for (let row = 0; row < qr.size; row++)
    for (let col = 0; col < qr.size; col++)
      if (qr.data[row][col])
        page.drawRectangle({
          x: x + col * cell,
          y: y + size - (row + 1) * cell,
          width: cell,
          height: cell,
          color: rgb(0, 0, 0),
        });
}

export async function cafePdf(doc: Authorised): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`CAFE ${doc.key}`);
  const page = pdf.addPage([595, 842]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 800;
  const line = (text: string, size = 10, f: PDFFont = font, x = 40) => {
    page.drawText(winAnsi(text), { x, y, size, font: f });
    y -= size + 6;
  };
  const t = (doc.documento.datosTransaccion ?? {}) as Json;
  const c = (t.cliente ?? {}) as Json;
  line(ISSUER.name, 14, bold);
  line(`RUC ${ISSUER.ruc} DV ${ISSUER.dv} · Sucursal ${str(doc.documento.codigoSucursalEmisor)}`);
  line('DOCUMENTO DE PRUEBA SIN VALOR FISCAL (contrato local del proveedor)', 9, bold);
  y -= 6;
  line(TITLES[str(t.tipoDocumento)] ?? 'Documento fiscal', 13, bold);
  line(
    `No. ${str(t.puntoFacturacionFiscal)}-${str(t.numeroDocumentoFiscal)}   Fecha: ${str(t.fechaEmision)}`,
  );
  if (str(t.tipoEmision) === '02')
    line(
      `Emitida en contingencia desde ${str(t.fechaInicioContingencia)}: ${str(t.motivoContingencia)}`,
      8,
    );
  line(
    `Cliente: ${str(c.razonSocial) || 'Consumidor final'}${str(c.numeroRUC) ? ` · RUC ${str(c.numeroRUC)} DV ${str(c.digitoVerificadorRUC)}` : ''}`,
  );
  if (str(t.informacionInteres)) line(str(t.informacionInteres), 9);
  for (const ref of (doc.documento.listaDocsFiscalReferenciados ?? []) as Json[])
    line(`Corrige la factura con CUFE ${str(ref.cufeFEReferenciada)}`, 7);
  y -= 8;
  line('Descripción', 9, bold);
  y += 15;
  page.drawText('Cant.', { x: 330, y, size: 9, font: bold });
  page.drawText('Precio', { x: 380, y, size: 9, font: bold });
  page.drawText('ITBMS', { x: 440, y, size: 9, font: bold });
  page.drawText('Total', { x: 500, y, size: 9, font: bold });
  y -= 15;
  for (const item of (doc.documento.listaItems ?? []) as Json[]) {
    page.drawText(winAnsi(str(item.descripcion).slice(0, 55)), { x: 40, y, size: 9, font });
    page.drawText(str(item.cantidad), { x: 330, y, size: 9, font });
    page.drawText(str(item.precioItem), { x: 380, y, size: 9, font });
    page.drawText(str(item.valorITBMS), { x: 440, y, size: 9, font });
    page.drawText(str(item.valorTotal), { x: 500, y, size: 9, font });
    y -= 14;
  }
  const totals = (doc.documento.totalesSubTotales ?? {}) as Json;
  y -= 6;
  line(
    `Subtotal: ${str(totals.totalPrecioNeto)}   ITBMS: ${str(totals.totalITBMS)}   Total: US$ ${str(totals.totalFactura)}`,
    11,
    bold,
  );
  y -= 10;
  line('CUFE', 9, bold);
  line(doc.cufe, 7);
  line(`Protocolo de autorización ${doc.protocol} · recibido ${doc.receivedAt}`, 8);
  line('Consulte en el portal de la DGI con el CUFE o el código QR', 8);
  drawQr(page, doc.qr, 40, y - 130, 120);
  return pdf.save();
}

const esc = (v: unknown) => str(v).replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The document as XML: rFE's general data, receiver, items and totals, with its CUFE. */
export function documentXml(doc: Authorised): string {
  const t = (doc.documento.datosTransaccion ?? {}) as Json;
  const c = (t.cliente ?? {}) as Json;
  const totals = (doc.documento.totalesSubTotales ?? {}) as Json;
  const items = ((doc.documento.listaItems ?? []) as Json[])
    .map(
      (item, i) =>
        `<gItem><dSecItem>${i + 1}</dSecItem><dDescProd>${esc(item.descripcion)}</dDescProd><dCantCodInt>${esc(item.cantidad)}</dCantCodInt><gPrecios><dPrUnit>${esc(item.precioUnitario)}</dPrUnit><dPrUnitDesc>${esc(item.precioUnitarioDescuento ?? '0.00')}</dPrUnitDesc><dPrItem>${esc(item.precioItem)}</dPrItem><dValTotItem>${esc(item.valorTotal)}</dValTotItem></gPrecios><gITBMSItem><dTasaITBMS>${esc(item.tasaITBMS)}</dTasaITBMS><dValITBMS>${esc(item.valorITBMS)}</dValITBMS></gITBMSItem></gItem>`,
    )
    .join('');
  const refs = ((doc.documento.listaDocsFiscalReferenciados ?? []) as Json[])
    .map(
      (r) =>
        `<gDFRef><gDFRefNum><gDFRefFE><dCUFERef>${esc(r.cufeFEReferenciada)}</dCUFERef></gDFRefFE></gDFRefNum><dFechaDFRef>${esc(r.fechaEmisionDocFiscalReferenciado)}</dFechaDFRef></gDFRef>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rFE xmlns="http://dgi-fep.mef.gob.pa"><dVerForm>1.00</dVerForm><dId>${esc(doc.cufe)}</dId><gDGen><iAmb>2</iAmb><iTpEmis>${esc(t.tipoEmision)}</iTpEmis>${str(t.tipoEmision) === '02' ? `<dFechaCont>${esc(t.fechaInicioContingencia)}</dFechaCont><dMotCont>${esc(t.motivoContingencia)}</dMotCont>` : ''}<iDoc>${esc(t.tipoDocumento)}</iDoc><dNroDF>${esc(t.numeroDocumentoFiscal)}</dNroDF><dPtoFacDF>${esc(t.puntoFacturacionFiscal)}</dPtoFacDF><dFechaEm>${esc(t.fechaEmision)}</dFechaEm><gEmis><gRucEmi><dRuc>${ISSUER.ruc}</dRuc><dDV>${ISSUER.dv}</dDV></gRucEmi><dNombEm>${esc(ISSUER.name)}</dNombEm><dSucEm>${esc(doc.documento.codigoSucursalEmisor)}</dSucEm></gEmis><gDatRec><iTipoRec>${esc(c.tipoClienteFE)}</iTipoRec>${str(c.numeroRUC) ? `<gRucRec><dRuc>${esc(c.numeroRUC)}</dRuc><dDV>${esc(c.digitoVerificadorRUC)}</dDV></gRucRec>` : ''}<dNombRec>${esc(c.razonSocial)}</dNombRec><dCorElectRec>${esc(c.correoElectronico1)}</dCorElectRec></gDatRec>${refs}</gDGen>${items}<gTot><dTotNeto>${esc(totals.totalPrecioNeto)}</dTotNeto><dTotITBMS>${esc(totals.totalITBMS)}</dTotITBMS><dVTot>${esc(totals.totalFactura)}</dVTot><dNroItems>${esc(totals.nroItems)}</dNroItems></gTot><gNoFirm><dCUFE>${esc(doc.cufe)}</dCUFE><dProtAut>${esc(doc.protocol)}</dProtAut></gNoFirm></rFE>
`;
}
