import { describe, expect, it } from 'vitest';
import { documentProblem } from './contract.ts';

/** A valid invoice as the provider documents it; each case breaks one rule. */
const valid = () => ({
  codigoSucursalEmisor: '0000',
  datosTransaccion: {
    tipoEmision: '01',
    tipoDocumento: '01',
    numeroDocumentoFiscal: '0000000001',
    puntoFacturacionFiscal: '001',
    fechaEmision: '2026-12-01T10:00:00-05:00',
    naturalezaOperacion: '01',
    tipoOperacion: '1',
    destinoOperacion: '1',
    tipoVenta: '1',
    cliente: { tipoClienteFE: '02', razonSocial: 'Ana Pérez' },
  } as Record<string, unknown>,
  listaItems: [
    {
      descripcion: 'Alquiler',
      cantidad: '3.00',
      precioUnitario: '45.00',
      precioUnitarioDescuento: '1.500000',
      precioItem: '130.50',
      valorTotal: '139.64',
      tasaITBMS: '01',
      valorITBMS: '9.14',
    },
  ] as Record<string, string>[],
  totalesSubTotales: {
    totalPrecioNeto: '130.50',
    totalITBMS: '9.14',
    totalFactura: '139.64',
    totalTodosItems: '139.64',
    nroItems: '1',
    listaFormaPago: [{ formaPagoFact: '03', valorCuotaPagada: '139.64' }],
  },
});
const known = () => false;

describe('the Enviar contract', () => {
  it('accepts a well-formed invoice', () => {
    expect(documentProblem(valid(), known)).toBeNull();
  });

  it.each([
    [
      'billing point zero',
      (d: ReturnType<typeof valid>) => (d.datosTransaccion.puntoFacturacionFiscal = '000'),
      /puntoFacturacionFiscal/,
    ],
    [
      'number of 9 digits',
      (d: ReturnType<typeof valid>) => (d.datosTransaccion.numeroDocumentoFiscal = '000000001'),
      /numeroDocumentoFiscal/,
    ],
    [
      'contingency without reason',
      (d: ReturnType<typeof valid>) => (d.datosTransaccion.tipoEmision = '02'),
      /fechaInicioContingencia/,
    ],
    [
      'taxpayer without RUC',
      (d: ReturnType<typeof valid>) =>
        (d.datosTransaccion.cliente = {
          tipoClienteFE: '01',
          tipoContribuyente: '2',
          razonSocial: 'X SA',
        }),
      /numeroRUC/,
    ],
    [
      'item price off by 2 cents',
      (d: ReturnType<typeof valid>) => (d.listaItems[0].precioItem = '130.52'),
      /precioItem/,
    ],
    [
      'ITBMS off by 2 cents',
      (d: ReturnType<typeof valid>) => (d.listaItems[0].valorITBMS = '9.16'),
      /valorITBMS/,
    ],
    [
      'payments short of the total',
      (d: ReturnType<typeof valid>) =>
        (d.totalesSubTotales.listaFormaPago[0].valorCuotaPagada = '100.00'),
      /valorCuotaPagada/,
    ],
    [
      'credit note without its invoice',
      (d: ReturnType<typeof valid>) => (d.datosTransaccion.tipoDocumento = '04'),
      /nota de crédito/,
    ],
  ])('refuses %s', (_name, breakIt, message) => {
    const doc = valid();
    breakIt(doc);
    expect(documentProblem(doc, known)).toMatch(message);
  });

  it('tolerates a cent of rounding on an item’s ITBMS', () => {
    const doc = valid();
    doc.listaItems[0].valorITBMS = '9.15';
    doc.listaItems[0].valorTotal = '139.65';
    doc.totalesSubTotales = {
      ...doc.totalesSubTotales,
      totalITBMS: '9.15',
      totalFactura: '139.65',
      totalTodosItems: '139.65',
      listaFormaPago: [{ formaPagoFact: '03', valorCuotaPagada: '139.65' }],
    };
    expect(documentProblem(doc, known)).toBeNull();
  });
});
