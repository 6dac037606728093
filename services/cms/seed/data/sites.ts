import type { MenuItem, SeedSiteConfig } from '../types.ts';

/**
 * One site record per brand. The four brands are invented identities that share one fleet;
 * colours match BRAND_FALLBACKS in @rental/domain/brands so the error screen looks the same.
 */

const menuEs: MenuItem[] = [
  { label: 'Flota', href: '/flota' },
  { label: 'Sucursales', href: '/sucursales' },
  { label: 'Promociones', href: '/promos' },
  {
    label: 'Corporativo',
    href: '/info/planes-corporativos',
    children: [
      { label: 'Leasing operativo', href: '/info/leasing-operativo' },
      { label: 'Planes corporativos', href: '/info/planes-corporativos' },
    ],
  },
];

const menuEn: MenuItem[] = [
  { label: 'Fleet', href: '/flota' },
  { label: 'Locations', href: '/sucursales' },
  { label: 'Deals', href: '/promos' },
  {
    label: 'Corporate',
    href: '/info/planes-corporativos',
    children: [
      { label: 'Operative leasing', href: '/info/leasing-operativo' },
      { label: 'Corporate plans', href: '/info/planes-corporativos' },
    ],
  },
];

export const sites: SeedSiteConfig[] = [
  {
    brand: 'firefly',
    invoice_billing_point: '001',
    invoice_branch_code: '0000',
    siteName: 'Firefly',
    logo: 'logo-firefly.svg',
    primaryColor: '#c2410c',
    accentColor: '#1d2b4f',
    reservationBackgroundColor: '#fff7f1',
    reservation_min_days: 1,
    allowedCars: ['MCMR', 'ECMR', 'CCAR', 'CDAR', 'ICAR', 'SCAR', 'IFAR', 'SFAR'],
    paymentGateway: 'metrobank',
    disableReservationsUntil: null,
    max_rental_days: 60,
    booking_horizon_days: 365,
    precheckinEnabled: true,
    precheckin_invitation_hours: 72,
    pickup_reminder_hours: 24,
    cancellation_free_hours: 24,
    cancellation_late_fee_percent: 10,
    cancellation_no_show_fee_percent: 100,
    payment_window_minutes: 30,
    driver_documents_retention_days: 90,
    rootPage: null,
    contactPhone: '+507 300-4100',
    contactEmail: 'reservas@firefly-rentals.example',
    corporate_leads_email: 'empresas@firefly-rentals.example',
    whatsapp: '+507 6100-4100',
    assistancePhone: '+507 300-4199',
    socialLinks: [
      { network: 'instagram', url: 'https://instagram.com/fireflypanama' },
      { network: 'facebook', url: 'https://facebook.com/fireflypanama' },
      { network: 'tiktok', url: 'https://tiktok.com/@fireflypanama' },
    ],
    translations: {
      'es-ES': {
        heroTitle: 'Alquila tu auto en Panamá en pocos minutos',
        heroSubtitle:
          'Retira en Tocumen o en la ciudad, a cualquier hora. Tarifas claras, kilometraje ilimitado y ITBMS incluido en el precio final.',
        footerDescription:
          'Firefly es el alquiler de autos práctico de Panamá: autos económicos, sedanes y SUV listos las 24 horas en el Aeropuerto de Tocumen. Reserva en línea, paga al retirar o por adelantado y sal a la carretera sin filas.',
        menu: menuEs,
        seoDescription:
          'Alquiler de autos en Panamá con Firefly: autos económicos, sedanes y SUV en el Aeropuerto de Tocumen y en la Ciudad de Panamá. Reserva en línea en minutos.',
      },
      'en-US': {
        heroTitle: 'Rent a car in Panama in just a few minutes',
        heroSubtitle:
          'Pick up at Tocumen airport or in the city, at any hour. Clear rates, unlimited mileage and ITBMS tax included in the final price.',
        footerDescription:
          'Firefly is the easy way to rent a car in Panama: economy cars, sedans and SUVs ready around the clock at Tocumen Airport. Book online, pay at the counter or in advance, and hit the road without queues.',
        menu: menuEn,
        seoDescription:
          'Car rental in Panama with Firefly: economy cars, sedans and SUVs at Tocumen Airport and in Panama City. Book online in minutes.',
      },
    },
  },
  {
    brand: 'tucan',
    invoice_billing_point: '002',
    invoice_branch_code: '0000',
    siteName: 'Tucán',
    logo: 'logo-tucan.svg',
    primaryColor: '#0d7d56',
    accentColor: '#0b3d2e',
    reservationBackgroundColor: '#f3faf6',
    reservation_min_days: 2,
    allowedCars: ['CCAR', 'CDAR', 'IFAR', 'SFAR', 'FFAR', 'SVAR', 'FVAR', 'PPAR'],
    paymentGateway: 'metrobank',
    disableReservationsUntil: null,
    max_rental_days: 60,
    booking_horizon_days: 365,
    precheckinEnabled: true,
    precheckin_invitation_hours: 72,
    pickup_reminder_hours: 24,
    cancellation_free_hours: 24,
    cancellation_late_fee_percent: 10,
    cancellation_no_show_fee_percent: 100,
    payment_window_minutes: 30,
    driver_documents_retention_days: 90,
    rootPage: null,
    contactPhone: '+507 300-4200',
    contactEmail: 'reservas@tucan-rentacar.example',
    corporate_leads_email: null,
    whatsapp: '+507 6100-4200',
    assistancePhone: '+507 300-4299',
    socialLinks: [
      { network: 'instagram', url: 'https://instagram.com/tucanrentacar' },
      { network: 'facebook', url: 'https://facebook.com/tucanrentacar' },
      { network: 'youtube', url: 'https://youtube.com/@tucanrentacar' },
    ],
    translations: {
      'es-ES': {
        heroTitle: 'Explora Panamá a tu ritmo',
        heroSubtitle:
          'SUV, camionetas y vans para recorrer playas, montañas y selva con toda la familia. Alquileres desde dos días con asistencia en carretera.',
        footerDescription:
          'Tucán acompaña a viajeros y familias que quieren descubrir Panamá por carretera, de Bocas del Toro a Pedasí. Nuestra flota de SUV, pickups y vans está preparada para caminos de montaña y viajes largos.',
        menu: menuEs,
        seoDescription:
          'Tucán: alquiler de SUV, pickups y vans en Panamá para viajes en familia y turismo de aventura. Retira en Tocumen, Albrook, David o Río Hato.',
      },
      'en-US': {
        heroTitle: 'Explore Panama at your own pace',
        heroSubtitle:
          'SUVs, pickups and vans to reach beaches, mountains and rainforest with the whole family. Rentals from two days, roadside assistance included.',
        footerDescription:
          'Tucán is for travellers and families who want to discover Panama by road, from Bocas del Toro to Pedasí. Our fleet of SUVs, pickups and vans is ready for mountain roads and long journeys.',
        menu: menuEn,
        seoDescription:
          'Tucán: SUV, pickup and van rental in Panama for family trips and adventure travel. Pick up at Tocumen, Albrook, David or Río Hato.',
      },
    },
  },
  {
    brand: 'marea',
    invoice_billing_point: '003',
    invoice_branch_code: '0000',
    siteName: 'Marea',
    logo: 'logo-marea.svg',
    primaryColor: '#1769aa',
    accentColor: '#0b2545',
    reservationBackgroundColor: '#f0f7fc',
    reservation_min_days: 1,
    allowedCars: ['ECMR', 'CCAR', 'CDAR', 'ICAR', 'SCAR', 'IFAR', 'SVAR'],
    paymentGateway: 'metrobank',
    disableReservationsUntil: null,
    max_rental_days: 60,
    booking_horizon_days: 365,
    precheckinEnabled: false,
    precheckin_invitation_hours: 72,
    pickup_reminder_hours: 24,
    cancellation_free_hours: 24,
    cancellation_late_fee_percent: 10,
    cancellation_no_show_fee_percent: 100,
    payment_window_minutes: 30,
    driver_documents_retention_days: 90,
    rootPage: null,
    contactPhone: '+507 300-4300',
    contactEmail: 'reservas@marea-rentacar.example',
    corporate_leads_email: null,
    whatsapp: '+507 6100-4300',
    assistancePhone: '+507 300-4399',
    socialLinks: [
      { network: 'instagram', url: 'https://instagram.com/mareapanama' },
      { network: 'facebook', url: 'https://facebook.com/mareapanama' },
      { network: 'x', url: 'https://x.com/mareapanama' },
    ],
    translations: {
      'es-ES': {
        heroTitle: 'De la ciudad a la playa, sin complicaciones',
        heroSubtitle:
          'Autos cómodos y eficientes para moverte por la Ciudad de Panamá y escaparte a Coronado, Playa Blanca o Colón el fin de semana.',
        footerDescription:
          'Marea nació para quienes viven entre la ciudad y el mar. Ofrecemos autos compactos, sedanes y minivans con tarifas sencillas, entrega en sucursales de la capital y de la costa, y atención cercana en español e inglés.',
        menu: menuEs,
        seoDescription:
          'Marea: alquiler de autos compactos, sedanes y minivans en la Ciudad de Panamá, Coronado y Colón. Tarifas sencillas para escapadas a la playa.',
      },
      'en-US': {
        heroTitle: 'From the city to the beach, hassle-free',
        heroSubtitle:
          'Comfortable, fuel-efficient cars to get around Panama City and escape to Coronado, Playa Blanca or Colón for the weekend.',
        footerDescription:
          'Marea was born for people who live between the city and the sea. We offer compact cars, sedans and minivans at simple rates, with pickup at branches in the capital and on the coast and friendly service in Spanish and English.',
        menu: menuEn,
        seoDescription:
          'Marea: compact car, sedan and minivan rental in Panama City, Coronado and Colón. Simple rates for beach getaways.',
      },
    },
  },
  {
    brand: 'volcan',
    invoice_billing_point: '004',
    invoice_branch_code: '0000',
    siteName: 'Volcán',
    logo: 'logo-volcan.svg',
    primaryColor: '#b3261e',
    accentColor: '#3a3a3a',
    reservationBackgroundColor: '#f8f5f4',
    reservation_min_days: 3,
    allowedCars: ['SFAR', 'FFAR', 'PFAR', 'FVAR', 'PPAR', 'FPBR'],
    paymentGateway: 'metrobank',
    disableReservationsUntil: null,
    max_rental_days: 60,
    booking_horizon_days: 365,
    precheckinEnabled: true,
    precheckin_invitation_hours: 72,
    pickup_reminder_hours: 24,
    cancellation_free_hours: 24,
    cancellation_late_fee_percent: 10,
    cancellation_no_show_fee_percent: 100,
    payment_window_minutes: 30,
    driver_documents_retention_days: 90,
    rootPage: null,
    contactPhone: '+507 300-4400',
    contactEmail: 'reservas@volcan-rentals.example',
    corporate_leads_email: null,
    whatsapp: '+507 6100-4400',
    assistancePhone: '+507 300-4499',
    socialLinks: [
      { network: 'instagram', url: 'https://instagram.com/volcanrentals' },
      { network: 'linkedin', url: 'https://linkedin.com/company/volcanrentals' },
      { network: 'facebook', url: 'https://facebook.com/volcanrentals' },
    ],
    translations: {
      'es-ES': {
        heroTitle: 'Potencia y confort para cada camino',
        heroSubtitle:
          'SUV premium, pickups 4x4 y autos de lujo para ejecutivos, proyectos y viajes a las tierras altas de Chiriquí. Alquileres desde tres días.',
        footerDescription:
          'Volcán es el alquiler premium de Panamá: SUV de gama alta, pickups doble cabina y sedanes de lujo con mantenimiento al día. Atendemos a ejecutivos, empresas y viajeros exigentes con entrega personalizada y asistencia las 24 horas.',
        menu: menuEs,
        seoDescription:
          'Volcán: alquiler de SUV premium, pickups 4x4 y autos de lujo en Panamá para empresas y viajeros exigentes. Entrega en Tocumen, Calle 50 y David.',
      },
      'en-US': {
        heroTitle: 'Power and comfort for every road',
        heroSubtitle:
          'Premium SUVs, 4x4 pickups and luxury cars for executives, projects and trips to the Chiriquí highlands. Rentals from three days.',
        footerDescription:
          'Volcán is Panama’s premium car rental: high-end SUVs, double-cab pickups and luxury sedans, all kept in top condition. We serve executives, companies and demanding travellers with personal delivery and 24-hour assistance.',
        menu: menuEn,
        seoDescription:
          'Volcán: premium SUV, 4x4 pickup and luxury car rental in Panama for companies and demanding travellers. Delivery at Tocumen, Calle 50 and David.',
      },
    },
  },
];
