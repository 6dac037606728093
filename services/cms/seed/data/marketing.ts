import type { SeedCallToAction, SeedPromotion } from '../types.ts';

/** Home-page teasers. brands [] means every brand shows the item. */
export const callsToAction: SeedCallToAction[] = [
  {
    key: 'corporate-plans',
    link: '/info/planes-corporativos',
    brands: [],
    image: 'info-corporate.svg',
    translations: {
      'es-ES': {
        title: 'Planes corporativos',
        description:
          'Tarifas preferenciales, facturación mensual y un agente de cuenta dedicado para los viajes de tu equipo.',
        buttonText: 'Conoce los planes',
      },
      'en-US': {
        title: 'Corporate plans',
        description:
          'Preferential rates, monthly invoicing and a dedicated account agent for your team’s travel.',
        buttonText: 'See the plans',
      },
    },
  },
  {
    key: 'operative-leasing',
    link: '/info/leasing-operativo',
    brands: ['firefly', 'volcan'],
    image: 'info-corporate.svg',
    translations: {
      'es-ES': {
        title: 'Leasing operativo',
        description:
          'Vehículos nuevos para tu empresa por una cuota mensual fija con mantenimiento, seguro y asistencia incluidos.',
        buttonText: 'Solicitar propuesta',
      },
      'en-US': {
        title: 'Operative leasing',
        description:
          'New vehicles for your company for a fixed monthly fee, with maintenance, insurance and assistance included.',
        buttonText: 'Request a proposal',
      },
    },
  },
  {
    key: 'assistance-24h',
    link: '/info/asistencia-24-horas',
    brands: [],
    image: 'info-assistance.svg',
    translations: {
      'es-ES': {
        title: 'Asistencia 24 horas',
        description:
          'Accidente, avería o llanta pinchada: te ayudamos a cualquier hora y en todo Panamá.',
        buttonText: 'Cómo funciona',
      },
      'en-US': {
        title: '24-hour assistance',
        description:
          'Accident, breakdown or flat tyre: we help you at any hour, anywhere in Panama.',
        buttonText: 'How it works',
      },
    },
  },
  {
    key: 'airport-fee',
    link: '/info/tasa-aeroportuaria',
    brands: ['firefly', 'tucan', 'volcan'],
    image: 'info-airport.svg',
    translations: {
      'es-ES': {
        title: 'Tasa aeroportuaria explicada',
        description:
          'Qué es la tasa de concesión de Tocumen, David y Río Hato, y cuándo se aplica a tu alquiler.',
        buttonText: 'Ver detalles',
      },
      'en-US': {
        title: 'The airport fee explained',
        description:
          'What the Tocumen, David and Río Hato concession fee is, and when it applies to your rental.',
        buttonText: 'See details',
      },
    },
  },
  {
    key: 'roadside-coverage',
    link: '/info/cobertura-asistencia-vial',
    brands: [],
    image: 'info-assistance.svg',
    translations: {
      'es-ES': {
        title: 'Asistencia vial premium',
        description:
          'Grúa, cambio de llanta, combustible y llaves perdidas sin cargos por servicio durante todo tu viaje.',
        buttonText: 'Ver cobertura',
      },
      'en-US': {
        title: 'Premium roadside assistance',
        description:
          'Towing, tyre changes, fuel and lost keys with no call-out charges for your whole trip.',
        buttonText: 'See coverage',
      },
    },
  },
  {
    key: 'online-precheckin',
    link: '/precheckin',
    brands: ['firefly', 'tucan', 'volcan'],
    image: 'info-precheckin.svg',
    translations: {
      'es-ES': {
        title: 'Pre-check-in en línea',
        description:
          'Registra tus datos y documentos antes de llegar y retira tu auto en pocos minutos.',
        buttonText: 'Hacer pre-check-in',
      },
      'en-US': {
        title: 'Online pre-check-in',
        description:
          'Register your details and documents before you arrive and collect your car in minutes.',
        buttonText: 'Start pre-check-in',
      },
    },
  },
];

/** Promotions on /promos and the home page; coupon codes match seed/data/coupons.ts. */
export const promotions: SeedPromotion[] = [
  {
    slug: 'bienvenida',
    brands: [],
    couponCode: 'BIENVENIDA10',
    link: '/flota',
    validFrom: '2026-01-01T00:00:00Z',
    validUntil: '2027-12-31T23:59:59Z',
    image: 'promo-skyline.svg',
    translations: {
      'es-ES': {
        title: '10 % de descuento en tu primera reserva',
        description:
          'Bienvenido a Panamá: usa el código BIENVENIDA10 y ahorra un 10 % en el alquiler de cualquier auto de nuestra flota.',
        terms:
          'Válido para reservas realizadas en línea hasta el 31 de diciembre de 2027. El descuento se aplica sobre el valor del auto, no sobre coberturas, tasas ni ITBMS. No acumulable con otras promociones.',
      },
      'en-US': {
        title: '10% off your first booking',
        description:
          'Welcome to Panama: use the code BIENVENIDA10 and save 10% on any car in our fleet.',
        terms:
          'Valid for online bookings until 31 December 2027. The discount applies to the car amount, not to protection, fees or ITBMS tax. Cannot be combined with other promotions.',
      },
    },
  },
  {
    slug: 'fin-de-semana',
    brands: ['firefly', 'tucan'],
    couponCode: 'FINDE15',
    link: '/flota',
    validFrom: '2026-06-01T00:00:00Z',
    validUntil: '2027-06-30T23:59:59Z',
    image: 'promo-weekend.svg',
    translations: {
      'es-ES': {
        title: 'Escápate el fin de semana con 15 % menos',
        description:
          'Retira el viernes, devuelve el lunes y paga un 15 % menos con el código FINDE15. Ideal para ir a la playa o a la montaña.',
        terms:
          'Válido para alquileres con retiro de viernes a domingo y devolución a más tardar el lunes. Sujeto a disponibilidad. El descuento se aplica sobre el valor del auto.',
      },
      'en-US': {
        title: 'Weekend getaway, 15% off',
        description:
          'Pick up on Friday, return on Monday and pay 15% less with the code FINDE15. Perfect for the beach or the mountains.',
        terms:
          'Valid for rentals picked up Friday to Sunday and returned by Monday at the latest. Subject to availability. The discount applies to the car amount.',
      },
    },
  },
  {
    slug: 'aventura-chiriqui',
    brands: ['volcan'],
    couponCode: 'VOLCAN20',
    link: '/flota',
    validFrom: '2026-09-01T00:00:00Z',
    validUntil: '2027-08-31T23:59:59Z',
    image: 'promo-mountain.svg',
    translations: {
      'es-ES': {
        title: 'USD 20 de descuento en tu aventura por Chiriquí',
        description:
          'Sube a Boquete y al Volcán Barú en una SUV o pickup 4x4. Usa el código VOLCAN20 y ahorra USD 20 en tu alquiler.',
        terms:
          'Válido para alquileres de 3 días o más en SUV y pickups. Un uso por reserva. No acumulable con otras promociones.',
      },
      'en-US': {
        title: 'USD 20 off your Chiriquí adventure',
        description:
          'Head up to Boquete and Barú Volcano in a 4x4 SUV or pickup. Use the code VOLCAN20 and save USD 20 on your rental.',
        terms:
          'Valid for rentals of 3 days or more on SUVs and pickups. One use per booking. Cannot be combined with other promotions.',
      },
    },
  },
  {
    slug: 'verano-en-la-playa',
    brands: ['marea'],
    couponCode: 'PLAYA12',
    link: '/flota',
    validFrom: '2026-12-01T00:00:00Z',
    validUntil: '2027-04-30T23:59:59Z',
    image: 'promo-beach.svg',
    translations: {
      'es-ES': {
        title: 'Verano en la playa: 12 % de descuento',
        description:
          'Coronado, Playa Blanca, Santa Clara: llega a la costa en un auto cómodo y ahorra un 12 % con el código PLAYA12.',
        terms:
          'Válido para retiros entre el 1 de diciembre de 2026 y el 30 de abril de 2027. El descuento se aplica sobre el valor del auto. Sujeto a disponibilidad.',
      },
      'en-US': {
        title: 'Summer at the beach: 12% off',
        description:
          'Coronado, Playa Blanca, Santa Clara: reach the coast in a comfortable car and save 12% with the code PLAYA12.',
        terms:
          'Valid for pickups between 1 December 2026 and 30 April 2027. The discount applies to the car amount. Subject to availability.',
      },
    },
  },
  {
    slug: 'paga-ahora-y-ahorra',
    brands: [],
    couponCode: null,
    link: '/flota',
    validFrom: null,
    validUntil: '2027-12-31T23:59:59Z',
    image: 'promo-weekend.svg',
    translations: {
      'es-ES': {
        title: 'Paga ahora y ahorra hasta un 20 %',
        description:
          'Elige el pago anticipado al reservar y obtén el precio prepagado de tu auto, con descuentos de hasta el 20 % según el modelo.',
        terms:
          'El descuento depende del vehículo y se muestra en la flota. Las reservas prepagadas se reembolsan si se cancelan con más de 24 horas de anticipación.',
      },
      'en-US': {
        title: 'Pay now and save up to 20%',
        description:
          'Choose to prepay when you book and get your car’s prepaid price, with discounts of up to 20% depending on the model.',
        terms:
          'The discount depends on the vehicle and is shown in the fleet. Prepaid bookings are refunded when cancelled more than 24 hours in advance.',
      },
    },
  },
];
