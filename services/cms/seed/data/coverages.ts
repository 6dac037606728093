import type { SeedCoverage } from '../types.ts';

/** Protection products, priced per rental day in USD cents. */
export const coverages: SeedCoverage[] = [
  {
    code: 'basic-liability',
    kind: 'coverage',
    dailyPrice: 1200,
    mandatory: true,
    includes: [],
    translations: {
      'es-ES': {
        name: 'Responsabilidad civil básica',
        description:
          'Cubre los daños a terceros y a sus bienes según los límites exigidos por la ley panameña. Es obligatoria en todos los alquileres.',
      },
      'en-US': {
        name: 'Basic liability',
        description:
          'Covers damage to third parties and their property up to the limits required by Panamanian law. It is mandatory on every rental.',
      },
    },
  },
  {
    code: 'cdw',
    kind: 'coverage',
    dailyPrice: 1800,
    mandatory: false,
    includes: [],
    translations: {
      'es-ES': {
        name: 'Protección por colisión (CDW)',
        description:
          'Limita tu responsabilidad por daños al vehículo alquilado a un deducible de USD 1,000. No cubre llantas, vidrios ni daños por negligencia.',
      },
      'en-US': {
        name: 'Collision damage waiver (CDW)',
        description:
          'Limits your liability for damage to the rental car to a USD 1,000 deductible. Tyres, glass and damage caused by negligence are not covered.',
      },
    },
  },
  {
    code: 'full-protection',
    kind: 'coverage',
    dailyPrice: 3200,
    mandatory: false,
    includes: ['basic-liability', 'cdw'],
    translations: {
      'es-ES': {
        name: 'Protección total sin deducible',
        description:
          'Incluye la responsabilidad civil básica y la protección por colisión con deducible cero. Viaja sin preocuparte por golpes, rayones ni robo del vehículo.',
      },
      'en-US': {
        name: 'Full protection, zero deductible',
        description:
          'Includes basic liability and collision protection with a zero deductible. Travel without worrying about dents, scratches or theft of the car.',
      },
    },
  },
  {
    code: 'tires-glass',
    kind: 'coverage',
    dailyPrice: 600,
    mandatory: false,
    includes: [],
    translations: {
      'es-ES': {
        name: 'Llantas y vidrios',
        description:
          'Cubre pinchazos, llantas dañadas, parabrisas, ventanas y espejos sin costo adicional para ti.',
      },
      'en-US': {
        name: 'Tyres and glass',
        description:
          'Covers punctures, damaged tyres, the windscreen, windows and mirrors at no extra cost to you.',
      },
    },
  },
  {
    code: 'roadside-assistance',
    kind: 'roadside',
    dailyPrice: 500,
    mandatory: false,
    includes: [],
    translations: {
      'es-ES': {
        name: 'Asistencia vial premium',
        description:
          'Grúa, cambio de llanta, paso de corriente, envío de combustible y apertura de puertas las 24 horas en todo el país. Sin cargos por el servicio ni por llaves perdidas.',
      },
      'en-US': {
        name: 'Premium roadside assistance',
        description:
          'Towing, tyre changes, jump starts, fuel delivery and lockout service 24 hours a day anywhere in the country. No call-out or lost-key charges.',
      },
    },
  },
];
