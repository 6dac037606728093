import type { SeedJobOffer } from '../types.ts';

/** Openings listed on /jobs. Descriptions and requirements are Markdown. */
export const jobOffers: SeedJobOffer[] = [
  {
    slug: 'agente-de-mostrador-tocumen',
    location: 'Aeropuerto Internacional de Tocumen',
    employmentType: 'full_time',
    applyEmail: 'empleos@firefly-rentals.example',
    closesAt: '2027-02-28T23:59:59Z',
    translations: {
      'es-ES': {
        title: 'Agente de mostrador – Aeropuerto de Tocumen',
        description: `Serás la primera persona que ven nuestros clientes al llegar a Panamá.

## Responsabilidades

- Atender a los clientes en el mostrador y entregar los vehículos reservados.
- Explicar el contrato, las coberturas y la tasa aeroportuaria de forma clara.
- Ofrecer coberturas y mejoras de categoría.
- Registrar la devolución de los autos y cerrar los contratos en el sistema.

## Ofrecemos

- Salario base más **comisiones por ventas**.
- Seguro médico privado y uniforme.
- Turnos rotativos en una operación que funciona las 24 horas.`,
        requirements: `- Bachillerato completo; estudios universitarios en turismo o administración son una ventaja.
- **Inglés conversacional** (nivel B2 o superior).
- Experiencia de al menos 1 año en atención al cliente o ventas.
- Disponibilidad para turnos de noche, fines de semana y feriados.
- Licencia de conducir panameña vigente.`,
      },
      'en-US': {
        title: 'Counter agent – Tocumen Airport',
        description: `You will be the first person our customers meet when they land in Panama.

## Responsibilities

- Serve customers at the counter and hand over their booked vehicles.
- Explain the contract, the protection options and the airport fee clearly.
- Offer protection products and category upgrades.
- Check in returned cars and close contracts in the system.

## What we offer

- Base salary plus **sales commission**.
- Private health insurance and uniform.
- Rotating shifts in an operation that runs 24 hours a day.`,
        requirements: `- High-school diploma; university studies in tourism or business are a plus.
- **Conversational English** (B2 level or above).
- At least 1 year of experience in customer service or sales.
- Available for night, weekend and public-holiday shifts.
- Valid Panamanian driving licence.`,
      },
    },
  },
  {
    slug: 'tecnico-de-flota',
    location: 'Panamá Pacífico, Arraiján',
    employmentType: 'full_time',
    applyEmail: 'empleos@firefly-rentals.example',
    closesAt: '2027-03-31T23:59:59Z',
    translations: {
      'es-ES': {
        title: 'Técnico de flota',
        description: `Buscamos un técnico automotriz para nuestro taller central de Panamá Pacífico.

## Responsabilidades

- Realizar mantenimientos preventivos según el kilometraje de cada vehículo.
- Diagnosticar fallas mecánicas y eléctricas en autos, SUV, pickups y vans.
- Inspeccionar los vehículos antes de cada alquiler y documentar daños.
- Coordinar con talleres autorizados las reparaciones en garantía.

## Ofrecemos

- Horario de lunes a viernes con un sábado de cada dos.
- Capacitación técnica con los fabricantes.
- Seguro médico y bono por desempeño.`,
        requirements: `- Técnico en mecánica automotriz (INADEH o equivalente).
- Al menos **2 años de experiencia** en taller.
- Conocimiento de escáneres de diagnóstico OBD-II.
- Licencia de conducir panameña vigente, tipo C o superior.
- Se valorará experiencia con motores diésel.`,
      },
      'en-US': {
        title: 'Fleet technician',
        description: `We are looking for an automotive technician for our central workshop in Panamá Pacífico.

## Responsibilities

- Carry out preventive maintenance according to each vehicle's mileage.
- Diagnose mechanical and electrical faults in cars, SUVs, pickups and vans.
- Inspect vehicles before each rental and document damage.
- Coordinate warranty repairs with authorised workshops.

## What we offer

- Monday-to-Friday schedule plus every other Saturday.
- Technical training with the manufacturers.
- Health insurance and a performance bonus.`,
        requirements: `- Automotive mechanics technician qualification (INADEH or equivalent).
- At least **2 years of workshop experience**.
- Familiarity with OBD-II diagnostic scanners.
- Valid Panamanian driving licence, type C or higher.
- Experience with diesel engines is a plus.`,
      },
    },
  },
  {
    slug: 'servicio-al-cliente-bilingue',
    location: 'Costa del Este, Ciudad de Panamá',
    employmentType: 'full_time',
    applyEmail: 'empleos@firefly-rentals.example',
    closesAt: null,
    translations: {
      'es-ES': {
        title: 'Agente de servicio al cliente bilingüe',
        description: `Únete a nuestro centro de contacto y ayuda a clientes de todo el mundo a planificar su viaje por Panamá.

## Responsabilidades

- Atender llamadas, correos y mensajes de WhatsApp en español e inglés.
- Crear, modificar y cancelar reservas en el sistema.
- Dar seguimiento a casos de asistencia en carretera junto al equipo de operaciones.
- Atender a los agentes de cuenta de clientes corporativos.

## Ofrecemos

- Contrato indefinido y posibilidades de crecimiento.
- Modalidad híbrida después del período de prueba.
- Seguro médico y descuentos en alquileres.`,
        requirements: `- **Inglés avanzado** hablado y escrito (C1).
- Experiencia de 1 año en centro de contacto, turismo o aerolíneas.
- Manejo de herramientas ofimáticas y sistemas de reservas.
- Disponibilidad para turnos rotativos, incluidos fines de semana.`,
      },
      'en-US': {
        title: 'Bilingual customer service agent',
        description: `Join our contact centre and help customers from all over the world plan their trip around Panama.

## Responsibilities

- Handle calls, emails and WhatsApp messages in Spanish and English.
- Create, change and cancel reservations in the system.
- Follow up roadside-assistance cases with the operations team.
- Support the account agents of corporate customers.

## What we offer

- Permanent contract and room to grow.
- Hybrid work after the probation period.
- Health insurance and rental discounts.`,
        requirements: `- **Advanced English**, spoken and written (C1).
- 1 year of experience in a contact centre, tourism or an airline.
- Comfortable with office software and booking systems.
- Available for rotating shifts, including weekends.`,
      },
    },
  },
  {
    slug: 'conductor-de-traslados',
    location: 'Aeropuerto Internacional de Tocumen',
    employmentType: 'part_time',
    applyEmail: 'empleos@firefly-rentals.example',
    closesAt: '2027-01-31T23:59:59Z',
    translations: {
      'es-ES': {
        title: 'Conductor de traslados (shuttle)',
        description: `Traslada a nuestros clientes entre la terminal y el patio de vehículos, y mueve autos entre sucursales.

## Responsabilidades

- Conducir el shuttle entre la terminal de Tocumen y el patio de entrega.
- Ayudar a los clientes con su equipaje.
- Trasladar vehículos entre sucursales y talleres.
- Revisar el estado y el combustible de los vehículos que mueves.

## Ofrecemos

- Jornada parcial de 24 horas semanales con horario fijo.
- Pago de horas extra y transporte en turnos nocturnos.`,
        requirements: `- Licencia de conducir panameña vigente tipo D o E.
- Al menos **3 años de experiencia** como conductor y récord de tránsito limpio.
- Inglés básico para comunicarse con los clientes.
- Puntualidad y buena presencia.`,
      },
      'en-US': {
        title: 'Shuttle driver',
        description: `Drive our customers between the terminal and the car lot, and move cars between branches.

## Responsibilities

- Drive the shuttle between the Tocumen terminal and the handover lot.
- Help customers with their luggage.
- Move vehicles between branches and workshops.
- Check the condition and fuel level of the vehicles you move.

## What we offer

- Part-time position of 24 hours a week with a fixed schedule.
- Overtime pay and transport on night shifts.`,
        requirements: `- Valid Panamanian driving licence, type D or E.
- At least **3 years of driving experience** and a clean traffic record.
- Basic English to talk with customers.
- Punctual and well presented.`,
      },
    },
  },
];
