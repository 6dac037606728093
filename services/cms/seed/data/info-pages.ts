import type { SeedInfoPage } from '../types.ts';

/** Pages under /info/{slug}. Content is Markdown; the texts are shared by all brands. */
export const infoPages: SeedInfoPage[] = [
  {
    slug: 'terminos-y-condiciones',
    pageCategory: 'legal',
    showCorporateForm: false,
    image: null,
    translations: {
      'es-ES': {
        title: 'Términos y condiciones',
        content: `Estos términos regulan el alquiler de vehículos reservados en este sitio web. Al confirmar una reserva aceptas cada una de las cláusulas siguientes.

## 1. Edad mínima y conductores

1. El conductor principal debe tener **21 años cumplidos** el día del retiro.
2. Todo conductor debe tener una licencia de conducir vigente con al menos **un año de antigüedad**.
3. Los conductores adicionales deben presentarse en el mostrador, cumplir los mismos requisitos y quedar registrados en el contrato. Solo los conductores registrados pueden manejar el vehículo.

## 2. Licencia de conducir

Se acepta la licencia panameña vigente. Los visitantes pueden conducir con la **licencia de su país de origen durante 90 días contados desde la fecha de entrada** a Panamá, que se verifica con el sello o registro migratorio del pasaporte. Pasado ese plazo se requiere una licencia panameña.

## 3. Reserva y forma de pago

- Los precios se expresan en dólares de los Estados Unidos (USD) por día de alquiler de 24 horas.
- Puedes **pagar por adelantado** en línea o **pagar al retirar** el vehículo. El precio prepagado aplica el descuento indicado para cada auto.
- La categoría reservada está garantizada; el modelo exacto puede variar por otro similar de la misma categoría.

## 4. Depósito de garantía

Al retirar el vehículo se realiza una **retención en una tarjeta de crédito** a nombre del conductor principal, entre **USD 300 y USD 1,500** según la categoría del auto y la protección elegida. No se aceptan tarjetas de débito ni efectivo para el depósito. La retención se libera al devolver el vehículo en buen estado; el banco emisor puede tardar de 7 a 10 días hábiles en reflejarlo.

## 5. Impuestos y cargos

- Todos los importes están sujetos al **ITBMS del 7 %**.
- Los retiros en el **Aeropuerto Internacional de Tocumen** pagan una **tasa de concesión aeroportuaria del 12 %** sobre el valor del alquiler; en los aeropuertos de David y Río Hato la tasa es del 10 %.
- Devolver el auto en una sucursal distinta a la de retiro puede generar un **cargo por devolución** que se muestra antes de confirmar la reserva.

## 6. Combustible

El vehículo se entrega con el **tanque lleno** y debe devolverse lleno. Si falta combustible se cobra el necesario para llenarlo más un cargo por servicio de reabastecimiento.

## 7. Coberturas

La **responsabilidad civil básica es obligatoria** en todos los alquileres. Las protecciones opcionales (colisión, protección total, llantas y vidrios, asistencia vial) reducen o eliminan el deducible según su descripción. Ninguna protección cubre daños causados por conducir bajo los efectos del alcohol o drogas, por negligencia grave o por uso prohibido del vehículo.

## 8. Uso del vehículo

- Está prohibido salir del territorio de Panamá, incluido el cruce a Costa Rica.
- No se permite conducir fuera de caminos habilitados, participar en competencias, remolcar ni transportar el vehículo en ferry sin autorización escrita.
- Todos los autos cuentan con **Panapass**; los peajes de los corredores se cobran al devolver el vehículo.
- No se permite fumar ni llevar mascotas sin su transportadora.

## 9. Devolución y retrasos

El alquiler se calcula por períodos de 24 horas desde la hora de retiro. Hay una tolerancia de **59 minutos**; a partir de ese momento se cobra un día adicional a la tarifa vigente.

## 10. Cancelaciones y no presentación

- Las reservas **sin pago** pueden cancelarse sin costo en cualquier momento.
- Las reservas **prepagadas** se reembolsan íntegramente si se cancelan con **más de 24 horas** de anticipación al retiro; con menos de 24 horas se retiene el valor de un día de alquiler.
- Si no te presentas y no cancelas, se retiene el valor de un día de alquiler y la reserva se anula.

## 11. Accidentes, robo y averías

En caso de accidente no muevas el vehículo, llama al **911** y a nuestra línea de asistencia de 24 horas, y espera a la autoridad de tránsito para obtener el parte correspondiente. Sin ese parte las protecciones contratadas no pueden aplicarse.

## 12. Ley aplicable

Este contrato se rige por las leyes de la República de Panamá. Cualquier controversia se someterá a los tribunales de la ciudad de Panamá.`,
      },
      'en-US': {
        title: 'Terms and conditions',
        content: `These terms govern the rental of vehicles booked on this website. By confirming a reservation you accept each of the clauses below.

## 1. Minimum age and drivers

1. The main driver must be **at least 21 years old** on the day of pickup.
2. Every driver must hold a valid driving licence that has been held for **at least one year**.
3. Additional drivers must come to the counter, meet the same requirements and be registered on the contract. Only registered drivers may drive the vehicle.

## 2. Driving licence

A valid Panamanian licence is accepted. Visitors may drive with the **licence from their home country for 90 days from their date of entry** into Panama, checked against the entry stamp or immigration record in their passport. After that period a Panamanian licence is required.

## 3. Booking and payment

- Prices are quoted in United States dollars (USD) per 24-hour rental day.
- You can **prepay** online or **pay at pickup**. The prepaid price applies the discount shown for each car.
- The booked category is guaranteed; the exact model may be replaced by a similar one of the same category.

## 4. Security deposit

At pickup a **hold is placed on a credit card** in the main driver's name of between **USD 300 and USD 1,500**, depending on the car category and the protection chosen. Debit cards and cash are not accepted for the deposit. The hold is released when the vehicle is returned in good condition; the issuing bank may take 7 to 10 business days to show it.

## 5. Taxes and fees

- All amounts are subject to Panama's **7% ITBMS** sales tax.
- Pickups at **Tocumen International Airport** pay a **12% airport concession fee** on the rental amount; at the David and Río Hato airports the fee is 10%.
- Returning the car to a branch other than the pickup branch may carry a **drop-off fee**, shown before you confirm the booking.

## 6. Fuel

The vehicle is delivered with a **full tank** and must be returned full. Missing fuel is charged at the amount needed to fill the tank plus a refuelling service fee.

## 7. Protection

**Basic liability is mandatory** on every rental. The optional protections (collision, full protection, tyres and glass, roadside assistance) reduce or remove the deductible as described for each. No protection covers damage caused by driving under the influence of alcohol or drugs, by gross negligence or by prohibited use of the vehicle.

## 8. Use of the vehicle

- Leaving Panamanian territory, including crossing into Costa Rica, is prohibited.
- Driving off authorised roads, racing, towing, or taking the vehicle on a ferry without written permission is not allowed.
- Every car carries a **Panapass** tag; motorway tolls are charged when the vehicle is returned.
- Smoking is not allowed, and pets must travel in a carrier.

## 9. Returns and late returns

Rentals are charged in 24-hour periods from the pickup time. There is a **59-minute grace period**; after that an extra day is charged at the current rate.

## 10. Cancellations and no-shows

- **Unpaid** reservations can be cancelled free of charge at any time.
- **Prepaid** reservations are refunded in full when cancelled **more than 24 hours** before pickup; with less than 24 hours' notice one rental day is retained.
- If you do not show up and do not cancel, one rental day is retained and the reservation is cancelled.

## 11. Accidents, theft and breakdowns

After an accident do not move the vehicle: call **911** and our 24-hour assistance line, and wait for the traffic authority to issue its report. Without that report the protection you bought cannot be applied.

## 12. Governing law

This contract is governed by the laws of the Republic of Panama. Any dispute will be submitted to the courts of Panama City.`,
      },
    },
  },
  {
    slug: 'privacidad',
    pageCategory: 'legal',
    showCorporateForm: false,
    image: null,
    translations: {
      'es-ES': {
        title: 'Política de privacidad',
        content: `Protegemos tus datos personales conforme a la **Ley 81 de 2019** sobre protección de datos personales de la República de Panamá.

## Qué datos recopilamos

- **Datos de contacto:** nombre, apellido, correo electrónico y teléfono.
- **Datos del conductor:** fecha de nacimiento, número de licencia y, en el pre-check-in, pasaporte o cédula.
- **Datos de la reserva:** sucursales, fechas, vehículo, coberturas y pagos.
- **Datos técnicos:** idioma preferido y cookies necesarias para el funcionamiento del sitio.

## Para qué los usamos

1. Gestionar tu reserva, el contrato de alquiler y la entrega del vehículo.
2. Verificar que cumples los requisitos de edad y licencia.
3. Procesar pagos y depósitos de garantía.
4. Enviarte confirmaciones, recordatorios y avisos sobre tu alquiler.
5. Cumplir obligaciones legales, fiscales y de seguridad vial.

## Pagos con tarjeta

Los datos de tu tarjeta se envían directamente a la pasarela de pago. **No almacenamos el número completo de la tarjeta ni el código de seguridad (CVV).**

## Con quién los compartimos

Solo con quienes nos ayudan a prestar el servicio, y solo lo que cada uno necesita:

- **El banco que procesa las tarjetas** (el pago, el depósito de garantía y los reembolsos): recibe los datos de la tarjeta directamente, nunca los guardamos.
- **PayPal**, si pagas con PayPal.
- **El proveedor autorizado de facturación electrónica**, que emite las facturas a nombre del cliente (o de su empresa) ante la DGI.
- **La sucursal** donde retiras el auto, la aseguradora y la asistencia vial, para el alquiler.
- **Las autoridades**, cuando la ley lo exige. No vendemos tus datos.

## Cuánto tiempo los conservamos

- **Documentos de los conductores del pre-check-in** (licencia, pasaporte o cédula, dirección): se eliminan automáticamente 90 días después de la devolución del auto (la sucursal puede fijar otro plazo); se conservan solo los nombres.
- **Reservas no concretadas** (abandonadas en el pago): los datos del cliente se anonimizan 30 días después.
- **Reservas, pagos y facturas:** el tiempo que exige la legislación fiscal y comercial panameña (cinco años), aun si pides la cancelación de tus datos.

Cuando reservas, registramos la versión de esta política que aceptaste y cuándo la aceptaste.

## Tus derechos

Puedes ejercer el **acceso, rectificación, cancelación, oposición y portabilidad** de tus datos desde la página de tu reserva ([Mi reserva](/mi-reserva)), en el panel «Tus datos personales». Para confirmar que eres tú, te enviamos un código de un solo uso al correo de la reserva. Con él:

- **Acceso y portabilidad:** descargas todo lo que guardamos sobre ti y tus reservas, en un formato para leer y en JSON.
- **Rectificación, cancelación u oposición:** nos envías tu solicitud; te indicamos el día en que te responderemos, a más tardar 10 días hábiles después. Si pides la cancelación, borramos en el momento los datos de tus reservas terminadas; los de una reserva en curso, al terminar. Conservamos las facturas, que la ley tributaria obliga a guardar.

También puedes escribir al correo de contacto que aparece al pie de esta página, indicando tu código de reserva.

## Cookies

Usamos cookies técnicas para recordar tu idioma y mantener tu reserva en curso. No usamos cookies publicitarias de terceros.`,
      },
      'en-US': {
        title: 'Privacy policy',
        content: `We protect your personal data in accordance with **Law 81 of 2019** on personal data protection of the Republic of Panama.

## What data we collect

- **Contact details:** first name, last name, email address and phone number.
- **Driver details:** date of birth, licence number and, during pre-check-in, passport or national ID.
- **Booking details:** branches, dates, vehicle, protection and payments.
- **Technical data:** preferred language and the cookies the site needs to work.

## What we use it for

1. Managing your reservation, the rental contract and the vehicle handover.
2. Checking that you meet the age and licence requirements.
3. Processing payments and security deposits.
4. Sending confirmations, reminders and notices about your rental.
5. Meeting legal, tax and road-safety obligations.

## Card payments

Your card details are sent directly to the payment gateway. **We never store the full card number or the security code (CVV).**

## Who we share it with

Only with those who help us deliver the service, and only what each of them needs:

- **The bank that processes cards** (the payment, the security deposit and refunds): it receives your card details directly; we never store them.
- **PayPal**, if you pay with PayPal.
- **The authorised electronic invoicing provider**, which issues the invoices in the customer's (or their company's) name to the DGI.
- **The branch** where you pick up the car, the insurer and roadside assistance, for the rental.
- **Authorities**, when the law requires it. We do not sell your data.

## How long we keep it

- **Drivers' documents from the pre-check-in** (licence, passport or ID, address): deleted automatically 90 days after the car is returned (the company may set another period); only the names are kept.
- **Bookings never completed** (abandoned at the payment): the customer's details are anonymised after 30 days.
- **Bookings, payments and invoices:** as long as Panamanian tax and commercial law requires (five years), even if you ask for your data to be erased.

When you book, we record which version of this policy you accepted and when.

## Your rights

You can exercise **access, rectification, erasure, objection and portability** of your data from your booking's page ([My booking](/en/mi-reserva)), in the panel "Your personal data". To confirm it is you, we e-mail a one-time code to the booking's address. With it:

- **Access and portability:** you download everything we keep about you and your bookings, in a format to read and as JSON.
- **Rectification, erasure or objection:** you send us your request; we tell you the day we will answer by, 10 business days later at the most. If you ask for erasure, we delete the data of your finished bookings at once, and that of a booking still ahead once it ends. We keep the invoices, which tax law requires.

You can also write to the contact email shown at the bottom of this page, with your booking code.

## Cookies

We use technical cookies to remember your language and keep your booking in progress. We do not use third-party advertising cookies.`,
      },
    },
  },
  {
    slug: 'requisitos',
    pageCategory: 'help',
    showCorporateForm: false,
    image: null,
    translations: {
      'es-ES': {
        title: 'Requisitos para alquilar',
        content: `Ten a mano estos documentos al retirar tu vehículo. El conductor principal debe estar presente.

## Residentes en Panamá

- **Cédula** de identidad personal vigente.
- **Licencia de conducir panameña** vigente, con al menos un año de antigüedad.
- **Tarjeta de crédito** a nombre del conductor principal para el depósito de garantía.

## Visitantes extranjeros

- **Pasaporte** vigente con el sello o registro de entrada a Panamá.
- **Licencia de conducir de tu país**, válida durante **90 días desde tu entrada** al país.
- **Tarjeta de crédito** a nombre del conductor principal.
- Si tu licencia no está en alfabeto latino, te recomendamos llevar también un permiso internacional de conducir.

## Edad

- Edad mínima: **21 años**.
- Algunas categorías premium y vans de 12 o más pasajeros pueden requerir 25 años.

## Conductores adicionales

- Deben presentar los mismos documentos que el conductor principal.
- Se registran en el mostrador antes de salir con el vehículo.

## Pago y depósito

- Aceptamos Visa, Mastercard y American Express.
- El depósito de garantía solo se realiza con **tarjeta de crédito**; las tarjetas de débito pueden usarse para pagar el alquiler.`,
      },
      'en-US': {
        title: 'Rental requirements',
        content: `Have these documents ready when you pick up your vehicle. The main driver must be present.

## Panama residents

- Valid Panamanian **national ID (cédula)**.
- Valid **Panamanian driving licence**, held for at least one year.
- **Credit card** in the main driver's name for the security deposit.

## Foreign visitors

- Valid **passport** with the Panama entry stamp or record.
- **Driving licence from your home country**, valid for **90 days from your entry** into Panama.
- **Credit card** in the main driver's name.
- If your licence is not in the Latin alphabet, we recommend also bringing an international driving permit.

## Age

- Minimum age: **21**.
- Some premium categories and vans for 12 or more passengers may require drivers aged 25 or over.

## Additional drivers

- They must show the same documents as the main driver.
- They are registered at the counter before the vehicle leaves.

## Payment and deposit

- We accept Visa, Mastercard and American Express.
- The security deposit can only be placed on a **credit card**; debit cards can be used to pay for the rental.`,
      },
    },
  },
  {
    slug: 'preguntas-frecuentes',
    pageCategory: 'help',
    showCorporateForm: false,
    image: null,
    translations: {
      'es-ES': {
        title: 'Preguntas frecuentes',
        content: `## ¿Puedo conducir en Panamá con mi licencia extranjera?

Sí. La licencia de tu país es válida durante **90 días desde tu fecha de entrada** a Panamá. Debes presentarla junto con tu pasaporte.

## ¿Cuál es la edad mínima para alquilar?

El conductor principal y los adicionales deben tener al menos **21 años**.

## ¿Puedo pagar con tarjeta de débito?

Puedes pagar el alquiler con tarjeta de débito, pero el **depósito de garantía** requiere una tarjeta de crédito a nombre del conductor principal.

## ¿Qué es la tasa aeroportuaria?

Es el cargo de concesión que cobran los aeropuertos a las arrendadoras: **12 % en Tocumen** y 10 % en David y Río Hato. Solo se aplica si retiras el auto en un aeropuerto.

## ¿El precio incluye impuestos?

El precio por día no incluye el **ITBMS del 7 %** ni la tasa aeroportuaria; ambos se muestran desglosados en el resumen antes de confirmar.

## ¿Puedo devolver el auto en otra sucursal?

Sí. Entre sucursales de la Ciudad de Panamá no hay cargo; para David, Boquete, Río Hato, Coronado o Colón se aplica un **cargo por devolución** que verás al reservar.

## ¿Cómo pago los peajes?

Todos los autos tienen **Panapass**. Los peajes de los corredores se suman a tu cuenta al devolver el vehículo.

## ¿Qué hago si el auto se avería?

Llama a nuestra **línea de asistencia 24 horas**. Te enviaremos una grúa o un vehículo de reemplazo según el caso.`,
      },
      'en-US': {
        title: 'Frequently asked questions',
        content: `## Can I drive in Panama with my foreign licence?

Yes. Your home-country licence is valid for **90 days from your date of entry** into Panama. Show it together with your passport.

## What is the minimum age to rent?

The main driver and any additional drivers must be at least **21 years old**.

## Can I pay with a debit card?

You can pay for the rental with a debit card, but the **security deposit** requires a credit card in the main driver's name.

## What is the airport fee?

It is the concession fee airports charge rental companies: **12% at Tocumen** and 10% at David and Río Hato. It only applies when you pick up the car at an airport.

## Does the price include taxes?

The daily price does not include Panama's **7% ITBMS** tax or the airport fee; both are itemised in the summary before you confirm.

## Can I return the car to a different branch?

Yes. There is no charge between Panama City branches; returns in David, Boquete, Río Hato, Coronado or Colón carry a **drop-off fee** shown when you book.

## How do I pay tolls?

Every car has a **Panapass** tag. Motorway tolls are added to your bill when you return the vehicle.

## What if the car breaks down?

Call our **24-hour assistance line**. We will send a tow truck or a replacement vehicle, depending on the case.`,
      },
    },
  },
  {
    slug: 'planes-corporativos',
    pageCategory: 'corporate',
    showCorporateForm: true,
    image: 'info-corporate.svg',
    translations: {
      'es-ES': {
        title: 'Planes corporativos',
        content: `Movilidad para tu empresa con tarifas preferenciales, facturación mensual y un **agente de cuenta** dedicado que conoce tus necesidades.

## Qué incluye todo plan corporativo

- **Agente de cuenta asignado**, disponible por teléfono, correo y WhatsApp en horario laboral.
- **Tarifas fijas** por categoría durante la vigencia del convenio.
- **Facturación mensual consolidada** con crédito de hasta 30 días.
- Entrega y recogida en la oficina de tu empresa dentro de la Ciudad de Panamá.
- Prioridad en la asignación de vehículos en temporada alta.

Ofrecemos tres planes según el volumen de alquileres de tu empresa.

## Plan Pyme

Para empresas con hasta 10 alquileres al mes. **Descuento del 10 %** sobre la tarifa pública y agente de cuenta compartido.

## Plan Empresarial

De 10 a 40 alquileres al mes. **Descuento del 15 %**, agente de cuenta dedicado y reportes mensuales de uso por centro de costo.

## Plan Corporativo Plus

Más de 40 alquileres al mes o flotas asignadas. **Tarifas negociadas**, protección total incluida, vehículo de reemplazo en menos de 4 horas y revisión trimestral del convenio.

## Cómo empezar

1. Completa el formulario de esta página con los datos de tu empresa.
2. Un agente de cuenta te contactará en un máximo de 2 días hábiles.
3. Firmamos el convenio y registramos a los conductores autorizados.`,
      },
      'en-US': {
        title: 'Corporate plans',
        content: `Mobility for your company with preferential rates, monthly invoicing and a dedicated **account agent** who knows your needs.

## What every corporate plan includes

- An **assigned account agent**, reachable by phone, email and WhatsApp during business hours.
- **Fixed rates** per category for the term of the agreement.
- **Consolidated monthly invoicing** with up to 30 days' credit.
- Delivery and collection at your company's office within Panama City.
- Priority vehicle allocation in high season.

We offer three plans depending on how many rentals your company needs.

## SME plan

For companies with up to 10 rentals a month. **10% discount** on the public rate and a shared account agent.

## Business plan

From 10 to 40 rentals a month. **15% discount**, a dedicated account agent and monthly usage reports by cost centre.

## Corporate Plus plan

More than 40 rentals a month or assigned fleets. **Negotiated rates**, full protection included, a replacement vehicle in under 4 hours and a quarterly review of the agreement.

## How to get started

1. Fill in the form on this page with your company's details.
2. An account agent will contact you within 2 business days.
3. We sign the agreement and register your authorised drivers.`,
      },
    },
  },
  {
    slug: 'leasing-operativo',
    pageCategory: 'corporate',
    showCorporateForm: true,
    image: null,
    translations: {
      'es-ES': {
        title: 'Leasing operativo',
        content: `Con el leasing operativo tu empresa usa vehículos nuevos por una **cuota mensual fija**, sin invertir capital en su compra y sin ocuparse de su mantenimiento.

## Qué incluye la cuota mensual

- Vehículo **0 km** del modelo y equipamiento que elijas.
- **Mantenimiento preventivo y correctivo** en talleres autorizados.
- Seguro con protección total y **asistencia vial 24 horas**.
- Matrícula, revisado vehicular y Panapass.
- **Vehículo sustituto** mientras el tuyo esté en el taller.

## Condiciones

- Plazos de **12, 24, 36 o 48 meses**.
- Kilometraje anual pactado desde 20,000 km; el excedente se cobra por kilómetro.
- Desde un vehículo; tarifas escalonadas a partir de 5 unidades.
- Al final del contrato puedes renovar la flota con vehículos nuevos.

## Ventajas para tu empresa

- **Sin inversión inicial** ni endeudamiento bancario.
- Gasto mensual predecible y fácil de presupuestar.
- La cuota puede registrarse como gasto operativo; consulta a tu asesor contable.
- Tu equipo se enfoca en su trabajo, no en la administración de la flota.

## Proceso

1. Envíanos tu solicitud con el formulario de esta página.
2. Preparamos una propuesta con modelos, plazos y cuota.
3. Verificamos la documentación de la empresa y firmamos el contrato.
4. Entregamos los vehículos en la dirección que indiques.`,
      },
      'en-US': {
        title: 'Operative leasing',
        content: `With operative leasing your company drives new vehicles for a **fixed monthly fee**, without tying up capital in buying them and without handling their maintenance.

## What the monthly fee includes

- A **brand-new** vehicle of the model and trim you choose.
- **Preventive and corrective maintenance** at authorised workshops.
- Insurance with full protection and **24-hour roadside assistance**.
- Registration, annual vehicle inspection and Panapass.
- A **replacement vehicle** while yours is in the workshop.

## Terms

- Terms of **12, 24, 36 or 48 months**.
- Agreed annual mileage from 20,000 km; excess kilometres are charged per km.
- From one vehicle; tiered rates from 5 units.
- At the end of the contract you can renew the fleet with new vehicles.

## Benefits for your company

- **No upfront investment** and no bank debt.
- Predictable monthly spending that is easy to budget.
- The fee may be recorded as an operating expense; check with your accountant.
- Your team focuses on its work, not on managing a fleet.

## Process

1. Send us your request with the form on this page.
2. We prepare a proposal with models, terms and fees.
3. We check the company's documents and sign the contract.
4. We deliver the vehicles to the address you choose.`,
      },
    },
  },
  {
    slug: 'asistencia-24-horas',
    pageCategory: 'services',
    showCorporateForm: false,
    image: 'info-assistance.svg',
    translations: {
      'es-ES': {
        title: 'Asistencia 24 horas',
        content: `Estamos contigo durante todo el alquiler, **las 24 horas, los 365 días del año**, en cualquier punto de la República de Panamá.

## Cuándo llamarnos

- Accidente o choque, aunque sea leve.
- Avería mecánica o luz de advertencia en el tablero.
- Llanta pinchada, batería descargada o falta de combustible.
- Llaves perdidas o olvidadas dentro del vehículo.
- Robo del vehículo o de objetos del interior.

## Qué hacer en caso de accidente

1. Detén el vehículo en un lugar seguro y enciende las luces de emergencia.
2. Si hay personas heridas, llama primero al **911**.
3. Llama al número de asistencia que aparece en tu contrato y en el llavero.
4. **No muevas el vehículo** hasta que llegue la autoridad de tránsito, salvo que ella lo indique.
5. Toma fotos del lugar, de los vehículos y de los documentos del otro conductor.

## Qué te ofrecemos

- Orientación telefónica inmediata en español e inglés.
- Envío de grúa o de un técnico al lugar.
- **Vehículo de reemplazo** cuando la reparación no puede hacerse en el sitio.
- Seguimiento del caso hasta que vuelvas a estar en camino.`,
      },
      'en-US': {
        title: '24-hour assistance',
        content: `We are with you throughout your rental, **24 hours a day, 365 days a year**, anywhere in the Republic of Panama.

## When to call us

- An accident or collision, even a minor one.
- A mechanical breakdown or a warning light on the dashboard.
- A flat tyre, a dead battery or running out of fuel.
- Keys lost or locked inside the vehicle.
- Theft of the vehicle or of belongings inside it.

## What to do after an accident

1. Stop the vehicle somewhere safe and switch on the hazard lights.
2. If anyone is injured, call **911** first.
3. Call the assistance number shown on your contract and key ring.
4. **Do not move the vehicle** until the traffic authority arrives, unless they tell you to.
5. Take photos of the scene, the vehicles and the other driver's documents.

## What we offer

- Immediate guidance by phone in Spanish and English.
- A tow truck or a technician sent to your location.
- A **replacement vehicle** when the repair cannot be done on the spot.
- Follow-up until you are back on the road.`,
      },
    },
  },
  {
    slug: 'tasa-aeroportuaria',
    pageCategory: 'services',
    showCorporateForm: false,
    image: 'info-airport.svg',
    translations: {
      'es-ES': {
        title: 'Tasa aeroportuaria',
        content: `Los aeropuertos de Panamá cobran a las arrendadoras una **tasa de concesión** por operar en sus terminales. Ese cargo se traslada al cliente y se muestra por separado en tu factura.

## Cuánto es

- Aeropuerto Internacional de Tocumen (PTY): **12 %**
- Aeropuerto Enrique Malek, David (DAV): **10 %**
- Aeropuerto Scarlett Martínez, Río Hato (RIH): **10 %**

## Cuándo se aplica

- Solo cuando **retiras** el vehículo en una sucursal de aeropuerto.
- Se calcula sobre el valor del alquiler: días del auto y coberturas contratadas.
- Si retiras en una sucursal de la ciudad, como Albrook, Calle 50 o Costa del Este, **no se aplica**.

## Ejemplo ilustrativo

Un alquiler de 3 días a USD 40.00 por día con una cobertura de USD 12.00 diarios, retirado en Tocumen:

- Alquiler y cobertura: **USD 156.00**
- Tasa aeroportuaria (12 %): **USD 18.72**
- ITBMS (7 %): **USD 12.23**
- Total: **USD 186.95**

El desglose exacto de tu reserva aparece en el resumen antes de pagar.`,
      },
      'en-US': {
        title: 'Airport fee',
        content: `Panama's airports charge rental companies a **concession fee** for operating in their terminals. This charge is passed on to the customer and shown separately on your bill.

## How much it is

- Tocumen International Airport (PTY): **12%**
- Enrique Malek Airport, David (DAV): **10%**
- Scarlett Martínez Airport, Río Hato (RIH): **10%**

## When it applies

- Only when you **pick up** the vehicle at an airport branch.
- It is calculated on the rental amount: the car's days and the protection you chose.
- If you pick up at a city branch such as Albrook, Calle 50 or Costa del Este, it **does not apply**.

## Illustrative example

A 3-day rental at USD 40.00 a day with protection at USD 12.00 a day, picked up at Tocumen:

- Rental and protection: **USD 156.00**
- Airport fee (12%): **USD 18.72**
- ITBMS (7%): **USD 12.23**
- Total: **USD 186.95**

The exact breakdown of your booking is shown in the summary before you pay.`,
      },
    },
  },
  {
    slug: 'cobertura-asistencia-vial',
    pageCategory: 'services',
    showCorporateForm: false,
    image: null,
    translations: {
      'es-ES': {
        title: 'Cobertura de asistencia vial',
        content: `La **asistencia vial premium** es un complemento opcional que puedes agregar al reservar. Amplía la asistencia básica incluida en todos los alquileres y elimina los cargos por servicio.

## Qué cubre

- **Grúa** hasta el taller o sucursal más cercana, sin límite de distancia dentro de Panamá.
- **Cambio de llanta** con la llanta de repuesto del vehículo.
- **Paso de corriente** cuando la batería se descarga.
- **Envío de combustible** de emergencia (el combustible se cobra aparte).
- **Apertura de puertas** y reposición de **llaves perdidas** sin costo.

## Asistencia básica frente a premium

- **Avería mecánica del vehículo:** incluida en ambas.
- **Llanta pinchada, batería o combustible:** USD 75 por servicio con la básica; sin costo con la premium.
- **Llaves perdidas:** USD 250 con la básica; sin costo con la premium.
- **Vehículo de reemplazo:** según disponibilidad con la básica; garantizado con la premium.

## Qué no cubre

- Daños por conducir fuera de caminos habilitados.
- Servicios solicitados fuera del territorio de Panamá.
- Averías causadas por uso indebido del vehículo.`,
      },
      'en-US': {
        title: 'Roadside assistance coverage',
        content: `**Premium roadside assistance** is an optional add-on you can choose when booking. It extends the basic assistance included with every rental and removes the call-out charges.

## What it covers

- **Towing** to the nearest workshop or branch, with no distance limit within Panama.
- **Tyre changes** using the vehicle's spare wheel.
- **Jump starts** when the battery runs flat.
- Emergency **fuel delivery** (the fuel itself is charged separately).
- **Lockout service** and replacement of **lost keys** at no cost.

## Basic versus premium assistance

- **Mechanical breakdown of the vehicle:** included with both.
- **Flat tyre, battery or fuel:** USD 75 per call-out with basic; no charge with premium.
- **Lost keys:** USD 250 with basic; no charge with premium.
- **Replacement vehicle:** subject to availability with basic; guaranteed with premium.

## What it does not cover

- Damage from driving off authorised roads.
- Services requested outside Panamanian territory.
- Breakdowns caused by misuse of the vehicle.`,
      },
    },
  },
];
