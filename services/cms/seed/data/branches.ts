import type { WeeklyHours } from '@rental/domain/hours';
import type { SeedBranch } from '../types.ts';

/** Pickup and return places. Hours are Panama local time; dropoffFee is in USD cents. */

const allDay: WeeklyHours = {
  mon: [['00:00', '24:00']],
  tue: [['00:00', '24:00']],
  wed: [['00:00', '24:00']],
  thu: [['00:00', '24:00']],
  fri: [['00:00', '24:00']],
  sat: [['00:00', '24:00']],
  sun: [['00:00', '24:00']],
};

const daily = (open: string, close: string): WeeklyHours => ({
  mon: [[open, close]],
  tue: [[open, close]],
  wed: [[open, close]],
  thu: [[open, close]],
  fri: [[open, close]],
  sat: [[open, close]],
  sun: [[open, close]],
});

/** Weekdays one interval, Saturday another, Sunday a third (or closed). */
const cityHours = (
  weekday: [string, string],
  saturday: [string, string] | null,
  sunday: [string, string] | null,
): WeeklyHours => ({
  mon: [weekday],
  tue: [weekday],
  wed: [weekday],
  thu: [weekday],
  fri: [weekday],
  sat: saturday ? [saturday] : [],
  sun: sunday ? [sunday] : [],
});

export const branches: SeedBranch[] = [
  {
    code: 'PTY',
    name: 'Aeropuerto Internacional de Tocumen',
    address: 'Terminal 1, planta baja, área de arrendadoras, Av. Domingo Díaz, Tocumen, Panamá',
    phone: '+507 300-4110',
    latitude: 9.0714,
    longitude: -79.3835,
    hours: allDay,
    isAirport: true,
    concessionFeePercent: 12,
    dropoffFee: 0,
  },
  {
    code: 'ALB',
    name: 'Albrook',
    address:
      'Av. Gaillard y Calle Arnoldo Cano Arosemena, frente a Albrook Mall, Ancón, Ciudad de Panamá',
    phone: '+507 300-4120',
    latitude: 8.9738,
    longitude: -79.5512,
    hours: cityHours(['07:00', '20:00'], ['08:00', '18:00'], ['09:00', '15:00']),
    isAirport: false,
    concessionFeePercent: null,
    dropoffFee: 0,
  },
  {
    code: 'C50',
    name: 'Calle 50',
    address: 'Calle 50 y Calle 56 Este, local 2, Obarrio, Ciudad de Panamá',
    phone: '+507 300-4130',
    latitude: 8.9862,
    longitude: -79.5178,
    hours: cityHours(['07:00', '19:00'], ['08:00', '16:00'], null),
    isAirport: false,
    concessionFeePercent: null,
    dropoffFee: 0,
  },
  {
    code: 'CDE',
    name: 'Costa del Este',
    address:
      'Av. Centenario y Boulevard Costa del Este, PH Plaza Centenario, local 4, Juan Díaz, Ciudad de Panamá',
    phone: '+507 300-4140',
    latitude: 9.0148,
    longitude: -79.4702,
    hours: cityHours(['07:00', '19:00'], ['08:00', '16:00'], ['09:00', '13:00']),
    isAirport: false,
    concessionFeePercent: null,
    dropoffFee: 0,
  },
  {
    code: 'PPA',
    name: 'Panamá Pacífico',
    address: 'Boulevard Panamá Pacífico, edificio 3845, Veracruz, Arraiján, Panamá Oeste',
    phone: '+507 300-4150',
    latitude: 8.9146,
    longitude: -79.5993,
    hours: cityHours(['07:00', '18:00'], ['08:00', '14:00'], null),
    isAirport: false,
    concessionFeePercent: null,
    dropoffFee: 0,
  },
  {
    code: 'COL',
    name: 'Colón',
    address: 'Paseo Gorgas, Centro Comercial Colón 2000, local 12, Colón',
    phone: '+507 300-4160',
    latitude: 9.3565,
    longitude: -79.8986,
    hours: cityHours(['08:00', '18:00'], ['08:00', '13:00'], null),
    isAirport: false,
    concessionFeePercent: null,
    dropoffFee: 3500,
  },
  {
    code: 'CRD',
    name: 'Coronado',
    address:
      'Carretera Panamericana, km 84, Plaza Coronado, local 7, Coronado, Chame, Panamá Oeste',
    phone: '+507 300-4170',
    latitude: 8.5431,
    longitude: -79.9086,
    hours: cityHours(['08:00', '18:00'], ['08:00', '17:00'], ['09:00', '14:00']),
    isAirport: false,
    concessionFeePercent: null,
    dropoffFee: 3500,
  },
  {
    code: 'RIH',
    name: 'Aeropuerto Internacional Scarlett Martínez (Río Hato)',
    address:
      'Terminal de pasajeros, Aeropuerto Scarlett Martínez, Carretera Panamericana, Río Hato, Antón, Coclé',
    phone: '+507 300-4180',
    latitude: 8.3758,
    longitude: -80.1278,
    hours: daily('07:00', '19:00'),
    isAirport: true,
    concessionFeePercent: 10,
    dropoffFee: 4500,
  },
  {
    code: 'DAV',
    name: 'Aeropuerto Internacional Enrique Malek (David)',
    address:
      'Terminal de pasajeros, Aeropuerto Enrique Malek, Av. Ernesto Pérez Balladares, David, Chiriquí',
    phone: '+507 300-4190',
    latitude: 8.391,
    longitude: -82.435,
    hours: daily('06:00', '21:00'),
    isAirport: true,
    concessionFeePercent: 10,
    dropoffFee: 7500,
  },
  {
    code: 'BOQ',
    name: 'Boquete',
    address: 'Av. Central, frente al Parque de Boquete, Bajo Boquete, Chiriquí',
    phone: '+507 300-4195',
    latitude: 8.7796,
    longitude: -82.4412,
    hours: cityHours(['08:00', '17:00'], ['08:00', '17:00'], ['09:00', '13:00']),
    isAirport: false,
    concessionFeePercent: null,
    dropoffFee: 7000,
  },
];
