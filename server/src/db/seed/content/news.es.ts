// Spanish news stories for Spain (es), the United States (es-us), Mexico (es-mx) and Argentina
// (es-ar). One text, with the words that differ by country as variant fields and voseo for
// Argentina wherever the reader is addressed directly.
import { readingMinutes } from '../../../http/readingTime';
import type { SeedNewsPost } from './types';
import { CAT_TOOTH_BRUSHING_VIDEO_ID, videoFigure } from './videoEmbed';

export type SpanishLocale = 'es' | 'es-us' | 'es-mx' | 'es-ar';

type StoryKey =
  'summer-heatstroke' | 'puppy-first-vet-visit' | 'senior-dog-care' | 'cat-dental-health';

interface SpanishVariant {
  voseo: boolean;
  fahrenheit: boolean;
  coche: string;
  aparcado: string;
  acera: string;
  grifo: string;
  tumbado: string;
  encendido: string;
  urgencias: string;
  pug: string;
  picor: string;
  cartilla: string;
  suelos: string;
  pienso: string;
  paracetamol: string;
  pideCita: string;
  video: string;
  quote: [string, string];
  local: Record<StoryKey, string>;
  dates: Record<StoryKey, string>;
}

const NORTH: Record<StoryKey, string> = {
  'puppy-first-vet-visit': '2026-02-17T08:00:00Z',
  'senior-dog-care': '2026-04-22T08:00:00Z',
  'summer-heatstroke': '2026-06-16T07:30:00Z',
  'cat-dental-health': '2026-11-10T09:00:00Z',
};

const VARIANTS: Record<SpanishLocale, SpanishVariant> = {
  es: {
    voseo: false,
    fahrenheit: false,
    coche: 'coche',
    aparcado: 'aparcado',
    acera: 'acera',
    grifo: 'la del grifo',
    tumbado: 'tumbada',
    encendido: 'encendido',
    urgencias: 'la clínica veterinaria de urgencias más cercana',
    pug: 'el carlino',
    picor: 'picor',
    cartilla: 'la cartilla o el pasaporte sanitario',
    suelos: 'suelos',
    pienso: 'un pienso senior',
    paracetamol: 'el paracetamol',
    pideCita: 'pide cita',
    video: 'Vídeo',
    quote: ['«', '»'],
    dates: NORTH,
    local: {
      'summer-heatstroke':
        'En buena parte de España, julio y agosto traen días por encima de los 35 °C y noches que apenas refrescan. Cuando la AEMET avisa de una ola de calor, conviene extremar las precauciones también con los animales.',
      'puppy-first-vet-visit':
        'En España el microchip es obligatorio, y la vacuna antirrábica lo es en la mayoría de las comunidades autónomas, normalmente a partir de los tres meses; tu veterinario te explicará las normas de tu comunidad.',
      'senior-dog-care':
        'Los inviernos húmedos del norte o el frío seco de la Meseta pueden empeorar la rigidez: una cama gruesa, alejada de corrientes, y un abrigo para los perros de pelo corto marcan la diferencia.',
      'cat-dental-health':
        'Muchas clínicas organizan campañas de salud dental con revisiones a precio reducido; son un buen recordatorio, aunque cualquier momento es bueno si has notado algo.',
    },
  },
  'es-us': {
    voseo: false,
    fahrenheit: true,
    coche: 'carro',
    aparcado: 'estacionado',
    acera: 'acera',
    grifo: 'la de la llave',
    tumbado: 'acostada',
    encendido: 'prendido',
    urgencias: 'la clínica veterinaria de emergencias más cercana',
    pug: 'el pug',
    picor: 'picazón',
    cartilla: 'el registro de vacunas',
    suelos: 'pisos',
    pienso: 'un alimento para perros senior',
    paracetamol: 'el acetaminofén',
    pideCita: 'haz una cita',
    video: 'Video',
    quote: ['“', '”'],
    dates: NORTH,
    local: {
      'summer-heatstroke':
        'En estados como Texas, Arizona o Florida el calor aprieta durante meses, pero un día húmedo en Nueva York o Chicago puede ser igual de peligroso, sobre todo en los primeros días calurosos del año, antes de que los animales se acostumbren.',
      'puppy-first-vet-visit':
        'En la mayoría de los estados la vacuna contra la rabia es obligatoria por ley, normalmente a partir de los tres o cuatro meses; tu veterinario conoce las normas del lugar donde vives.',
      'senior-dog-care':
        'Muchas clínicas en Estados Unidos ofrecen planes de bienestar para perros senior que incluyen dos chequeos al año y análisis, lo que facilita organizar el gasto.',
      'cat-dental-health':
        'Febrero es el Mes Nacional de la Salud Dental de las Mascotas en Estados Unidos y muchas clínicas hacen campañas, pero cualquier mes es bueno si has notado algún problema.',
    },
  },
  'es-mx': {
    voseo: false,
    fahrenheit: false,
    coche: 'carro',
    aparcado: 'estacionado',
    acera: 'banqueta',
    grifo: 'la de la llave',
    tumbado: 'acostada',
    encendido: 'prendido',
    urgencias: 'el hospital veterinario de urgencias más cercano',
    pug: 'el pug',
    picor: 'comezón',
    cartilla: 'la cartilla de vacunación',
    suelos: 'pisos',
    pienso: 'unas croquetas para perro senior',
    paracetamol: 'el paracetamol',
    pideCita: 'agenda una cita',
    video: 'Video',
    quote: ['“', '”'],
    dates: NORTH,
    local: {
      'summer-heatstroke':
        'En ciudades como Monterrey, Mexicali o Mérida el calor aprieta buena parte del año, pero también en la Ciudad de México los días de abril y mayo pueden ser peligrosos para un perro que sale a correr al mediodía.',
      'puppy-first-vet-visit':
        'En México la vacuna antirrábica se aplica a partir de los tres meses y se refuerza cada año; además de la que pone tu veterinario, hay jornadas nacionales de vacunación antirrábica gratuitas.',
      'senior-dog-care':
        'Si vives en un departamento con escaleras, considera cargar a tu perro o usar una rampa, y en temporada de calor programa los paseos temprano por la mañana.',
      'cat-dental-health':
        'Muchas clínicas veterinarias en México ofrecen una revisión dental junto con la vacunación anual; vale la pena preguntar en la próxima cita.',
    },
  },
  'es-ar': {
    voseo: true,
    fahrenheit: false,
    coche: 'auto',
    aparcado: 'estacionado',
    acera: 'vereda',
    grifo: 'la de la canilla',
    tumbado: 'acostada',
    encendido: 'prendido',
    urgencias: 'la veterinaria de guardia más cercana',
    pug: 'el pug',
    picor: 'picazón',
    cartilla: 'la libreta sanitaria',
    suelos: 'pisos',
    pienso: 'un alimento balanceado senior',
    paracetamol: 'el paracetamol',
    pideCita: 'pedí turno',
    video: 'Video',
    quote: ['“', '”'],
    dates: {
      'puppy-first-vet-visit': '2026-03-03T11:00:00Z',
      'senior-dog-care': '2026-05-19T11:00:00Z',
      'cat-dental-health': '2026-08-11T11:00:00Z',
      'summer-heatstroke': '2026-11-10T11:00:00Z',
    },
    local: {
      'summer-heatstroke':
        'En el verano argentino, con las olas de calor de enero y la humedad de Buenos Aires o del Litoral, la sensación térmica supera con facilidad los 40 °C. Cuando el Servicio Meteorológico Nacional emite alertas por calor extremo, tomalas en serio también por tu perro.',
      'puppy-first-vet-visit':
        'En la Argentina la vacuna antirrábica es obligatoria por ley a partir de los tres meses y se refuerza todos los años; tu veterinario la va a incluir en el calendario.',
      'senior-dog-care':
        'Si vivís en un departamento, pensá en alfombras antideslizantes y, si hay escaleras, en ayudarlo a subir; en invierno, un abrigo para los perros de pelo corto hace los paseos más llevaderos.',
      'cat-dental-health':
        'Muchas veterinarias ofrecen un control dental junto con la vacuna anual, así que preguntá en la próxima consulta.',
    },
  },
};

function temp(v: SpanishVariant, fahrenheit: number, celsius: number): string {
  return v.fahrenheit ? `${fahrenheit} °F (${celsius} °C)` : `${celsius} °C`;
}

type Story = (
  v: SpanishVariant,
  t: (tu: string, vos: string) => string,
) => Omit<SeedNewsPost, 'readingMinutes'>;

const heatstroke: Story = (v, t) => ({
  key: 'summer-heatstroke',
  slug: 'golpe-de-calor-en-perros-y-gatos',
  title: 'Golpe de calor en perros y gatos: señales de alarma y qué hacer en los primeros minutos',
  excerpt:
    'El golpe de calor puede poner en riesgo la vida de una mascota en cuestión de minutos. Qué animales corren más peligro, cómo reconocer las primeras señales y qué primeros auxilios ayudan mientras se llega al veterinario.',
  category: 'Cuidados de temporada',
  coverImage: 'summer-heat',
  publishedAt: v.dates['summer-heatstroke'],
  bodyHtml: `<p>Los perros y los gatos no sudan como nosotros. El perro elimina calor sobre todo jadeando y, en menor medida, a través de las almohadillas; el gato se acicala y busca un rincón fresco para descansar. Cuando el ambiente es caluroso y húmedo, cuando el animal se queda encerrado en un ${v.coche} o cuando hace demasiado ejercicio, esos mecanismos se ven desbordados. La temperatura corporal sube y, por encima de unos ${temp(v, 106, 41)}, los órganos empiezan a dañarse. El golpe de calor es una verdadera urgencia, pero en la mayoría de los casos se puede prevenir.</p>
<p>${v.local['summer-heatstroke']}</p>
<h2>Qué mascotas corren más riesgo</h2>
<ul>
<li><strong>Razas braquicéfalas</strong>, de hocico chato, como ${v.pug}, el bulldog francés, el bulldog inglés, el shih tzu o el gato persa: su anatomía hace que jadear sea menos eficaz.</li>
<li><strong>Animales con sobrepeso</strong> o con problemas cardíacos o respiratorios.</li>
<li><strong>Cachorros, gatitos y animales mayores</strong>, que regulan peor su temperatura.</li>
<li><strong>Perros de pelo denso y perros muy activos</strong>, que no paran de jugar aunque estén agotados.</li>
</ul>
<h2>Señales de alarma</h2>
<p>Al principio aparecen un jadeo intenso y ruidoso que no cede con el reposo, babeo espeso, encías de color rojo intenso o anormalmente oscuras, inquietud y la búsqueda constante de sombra o de ${v.suelos} frescos. Si el cuadro avanza, pueden verse debilidad, tambaleo, vómitos o diarrea, desorientación, colapso y convulsiones. En el gato, respirar con la boca abierta o jadear ya es, por sí solo, una señal de alarma.</p>
<h2>Primeros auxilios: primero enfriar, después al veterinario</h2>
<ul>
<li>${t('Lleva', 'Llevá')} a tu mascota a la sombra o a una habitación con aire acondicionado de inmediato.</li>
<li>${t('Moja', 'Mojá')} todo el cuerpo con agua fresca (${v.grifo} sirve) y ${t('sigue', 'seguí')} mojando. Si es posible, ${t('deja', 'dejá')} que se quede de pie o ${v.tumbado} en agua fresca poco profunda.</li>
<li>No le dejes una toalla mojada encima: puede retener el calor contra el cuerpo.</li>
<li>${t('Ofrécele', 'Ofrecele')} agua en pequeñas cantidades, pero nunca la obligues a beber si está débil o no puede sostenerse en pie.</li>
<li>${t('Llama', 'Llamá')} a tu veterinario o a ${v.urgencias} mientras la ${t('enfrías', 'enfriás')}, para que el equipo te espere, y ${t('viaja', 'viajá')} con el aire acondicionado ${v.encendido} o las ventanillas bajadas.</li>
</ul>
<p>Aunque parezca recuperarse rápido, la revisión veterinaria es imprescindible. El golpe de calor puede dañar los riñones, el hígado, el intestino y la coagulación, y algunas complicaciones aparecen horas después.</p>
<blockquote>Nunca dejes a una mascota dentro de un ${v.coche} ${v.aparcado}, ni siquiera ${v.quote[0]}cinco minutos${v.quote[1]} con la ventanilla entreabierta. En un día de ${temp(v, 72, 22)}, el interior puede superar los ${temp(v, 104, 40)} en media hora.</blockquote>
<h2>Prevención en los días de calor</h2>
<ul>
<li>${t('Pasea', 'Paseá')} temprano por la mañana o ya de noche, con paseos más cortos y tranquilos.</li>
<li>${t('Comprueba', 'Comprobá')} la ${v.acera} con el dorso de la mano: si no ${t('aguantas', 'aguantás')} siete segundos, quema demasiado para sus almohadillas.</li>
<li>${t('Lleva', 'Llevá')} siempre agua y un bebedero, y ${t('elige', 'elegí')} rutas con sombra.</li>
<li>En casa, ${t('asegúrate', 'asegurate')} de que siempre tenga acceso a una habitación fresca, sombra y agua limpia.</li>
</ul>
<p>Si ${t('dudas', 'dudás')} de si tu mascota solo tiene calor o está en apuros, el evaluador de síntomas de PetCare puede ayudarte a valorar la urgencia. Pero si se desploma, le cuesta respirar o convulsiona, no esperes: ${t('empieza', 'empezá')} a enfriarla y ${t('ve', 'andá')} al veterinario más cercano.</p>`,
});

const puppyFirstVisit: Story = (v, t) => ({
  key: 'puppy-first-vet-visit',
  slug: 'primera-visita-del-cachorro-al-veterinario',
  title: 'La primera visita del cachorro al veterinario: vacunas, revisión y preguntas clave',
  excerpt:
    'Qué pasa en la primera consulta de un cachorro, cómo funciona en general el calendario de vacunas y cómo lograr que la experiencia sea buena desde el primer día.',
  category: 'Salud',
  coverImage: 'vet-visit',
  publishedAt: v.dates['puppy-first-vet-visit'],
  bodyHtml: `<p>Pedir la primera consulta veterinaria debería ser una de las primeras tareas al llevar un cachorro a casa, idealmente en los primeros días. Esa visita sirve para organizar el plan de vacunación, detectar a tiempo cualquier problema y, algo igual de importante, enseñarle al cachorro que la clínica es un lugar amable.</p>
<h2>Qué llevar</h2>
<ul>
<li>Los papeles del criador o del refugio: ${v.cartilla}, las desparasitaciones y los datos del microchip.</li>
<li>Una muestra fresca de heces, si la clínica la pide, para buscar parásitos intestinales.</li>
<li>El nombre del alimento que come y la cantidad.</li>
<li>Una lista de preguntas por escrito, para que no se olvide ninguna en la consulta.</li>
<li>Premios pequeños y blandos para recompensar la calma.</li>
</ul>
<h2>Qué revisará el veterinario</h2>
<p>La exploración va del hocico a la cola: ojos, oídos, boca y dientes, corazón y pulmones, piel y pelo, abdomen y articulaciones, además del ombligo y las ingles para descartar hernias. Pesarán al cachorro y normalmente comprobarán el microchip. ${t('Comenta', 'Comentá')} cualquier cosa que hayas notado: tos, diarrea, ${v.picor} o un cansancio fuera de lo normal.</p>
<h2>Cómo funcionan las vacunas del cachorro</h2>
<p>La leche materna da a los cachorros algo de protección, pero desaparece durante los primeros meses y, mientras dura, puede impedir que una vacuna haga efecto. Por eso necesitan una serie de dosis y no una sola. En líneas generales:</p>
<ul>
<li>La pauta suele empezar hacia las <strong>6 a 8 semanas</strong> de vida, con refuerzos cada <strong>2 a 4 semanas</strong> hasta alrededor de las <strong>16 semanas</strong> o algo más.</li>
<li>Las <strong>vacunas esenciales</strong> protegen frente al moquillo, el parvovirus y la hepatitis infecciosa canina (adenovirus). Según la zona, la leptospirosis y la rabia también pueden ser esenciales u obligatorias por ley.</li>
<li>Otras, como la de la tos de las perreras, se recomiendan según el estilo de vida: guardería, hotel canino o clases en grupo.</li>
<li>Suele aplicarse un refuerzo entre los 6 y los 12 meses; a partir de ahí, el veterinario indicará la pauta para la vida adulta.</li>
</ul>
<p>El veterinario adaptará el plan a tu cachorro y a la zona donde ${t('vives', 'vivís')}, así que las fechas pueden variar respecto de las de otro perro. ${v.local['puppy-first-vet-visit']}</p>
<h2>Parásitos, microchip y todo lo demás</h2>
<p>${t('Pregunta', 'Preguntá')} por una rutina frente a lombrices, pulgas y garrapatas, y si hace falta prevenir el gusano del corazón donde ${t('vives', 'vivís')}. ${t('Comprueba', 'Comprobá')} que el microchip esté registrado a tu nombre y con tus datos actuales. La esterilización, la alimentación y cuándo podrá relacionarse con otros perros son buenos temas para esta visita o la siguiente.</p>
<blockquote>La socialización no puede esperar a la última vacuna. Hasta las 14 semanas, más o menos, los cachorros aprenden con mucha facilidad qué es normal y seguro. ${t('Pregunta', 'Preguntá')} a tu veterinario cómo hacerlo sin riesgos: sacarlo en brazos a conocer el mundo, presentarle perros sanos y vacunados o llevarlo a clases para cachorros bien organizadas.</blockquote>
<h2>Para que la visita salga bien</h2>
<p>${t('Evita', 'Evitá')} darle una comida abundante justo antes de la cita, así los premios funcionarán mejor. ${t('Deja', 'Dejá')} que huela la sala de espera desde tu regazo, ${t('premia', 'premiá')} la calma y, en los días previos, ${t('acostúmbralo', 'acostumbralo')} en casa a que le toquen con suavidad las patas, las orejas y la boca. Una primera visita tranquila hace que todas las revisiones futuras sean más fáciles, para tu perro y para todo el equipo veterinario.</p>`,
});

const seniorDog: Story = (v, t) => ({
  key: 'senior-dog-care',
  slug: 'cuidados-del-perro-senior',
  title: 'Cuidar a un perro senior: confort, revisiones y cambios a los que prestar atención',
  excerpt:
    'Un perro mayor necesita un poco más de atención, no menos diversión. Cómo detectar a tiempo los problemas más habituales de la edad y adaptar el día a día para que esté cómodo.',
  category: 'Mascotas senior',
  coverImage: 'senior-dog',
  publishedAt: v.dates['senior-dog-care'],
  bodyHtml: `<p>Los perros envejecen más deprisa que nosotros, y los grandes más que los pequeños. A modo orientativo, una raza gigante puede considerarse senior a los seis o siete años, un perro mediano hacia los ocho y uno pequeño a partir de los diez. No hay un cumpleaños en el que todo cambie, pero la última etapa trae sus propias necesidades y, con un poco de planificación, muchos perros la disfrutan con verdadero bienestar.</p>
<h2>Revisiones dos veces al año</h2>
<p>Muchos veterinarios recomiendan una revisión cada seis meses a partir de esta edad. La enfermedad renal, la diabetes, los problemas de tiroides, las cardiopatías o la enfermedad periodontal avanzan poco a poco, y los análisis periódicos de sangre y orina pueden detectarlos antes de que haya síntomas evidentes. Un tratamiento temprano suele significar una vida más larga y más cómoda.</p>
<h2>Cambios que conviene contarle al veterinario</h2>
<ul>
<li>Beber u orinar más de lo habitual, o accidentes dentro de casa</li>
<li>Adelgazar o engordar, o cambios en el apetito</li>
<li>Rigidez al levantarse, o resistencia a subir escaleras o al ${v.coche}</li>
<li>Bultos nuevos, o bultos que crecen o cambian de consistencia</li>
<li>Mal aliento, comida que se le cae de la boca o masticar de un solo lado</li>
<li>Tos, cansancio rápido o respiración acelerada en reposo</li>
<li>Desorientación, deambular de noche, quedarse mirando la pared o atascarse en las esquinas</li>
</ul>
<p>Nada de esto es ${v.quote[0]}cosa de la edad${v.quote[1]} hasta que lo haya visto un veterinario. Muchos de estos problemas se pueden tratar o controlar, y la mayoría responde mejor cuanto antes se detecta.</p>
<h2>Articulaciones más cómodas</h2>
<p>La artrosis (osteoartritis) es muy frecuente en los perros mayores y fácil de subestimar, porque disimulan bien el dolor. Los paseos más cortos y frecuentes suelen sentarles mejor que una sola salida larga. Mantener a tu perro en su peso ideal alivia las articulaciones, e incluso una pérdida de peso moderada se nota. Las alfombras en ${v.suelos} resbaladizos, una rampa para el ${v.coche} y una cama gruesa y firme ayudan mucho.</p>
<blockquote>Nunca le des a tu perro analgésicos para personas. Medicamentos tan comunes como el ibuprofeno o ${v.paracetamol} pueden causar intoxicaciones graves en los perros. Tu veterinario puede recetarle un analgésico seguro para él.</blockquote>
<h2>Alimentación, mente y rutina</h2>
<p>Los perros mayores suelen necesitar menos calorías, pero siguen necesitando proteína de buena calidad. ${t('Consulta', 'Consultá')} con tu veterinario antes de pasar a ${v.pienso}, sobre todo si tu perro tiene problemas renales, cardíacos o de peso. ${t('Mantén', 'Mantené')} también su mente activa: los paseos de olfateo, los juguetes dispensadores de comida y las sesiones cortas de adiestramiento son buenos para un cerebro que envejece. Las rutinas previsibles ayudan, igual que un rincón tranquilo para descansar lejos del ajetreo de la casa.</p>
<p>${v.local['senior-dog-care']}</p>
<p>Por último, ${t('presta', 'prestá')} atención a su calidad de vida. Un diario sencillo de días buenos y malos, con apetito, movilidad y ganas de jugar, te ayudará a tomar decisiones junto con tu veterinario cuando llegue el momento. El informe de salud de PetCare permite reunir esas notas en un solo lugar para compartirlas en la próxima consulta.</p>`,
});

const catDental: Story = (v, t) => ({
  key: 'cat-dental-health',
  slug: 'salud-dental-del-gato-y-cepillado',
  title: 'Salud dental del gato: por qué importa y cómo cepillarle los dientes',
  excerpt:
    'La enfermedad dental es uno de los problemas de salud más frecuentes en los gatos adultos, y la disimulan muy bien. Las señales de alarma y cómo crear una rutina de cepillado que tu gato acepte.',
  category: 'Salud dental',
  coverImage: 'dental',
  publishedAt: v.dates['cat-dental-health'],
  bodyHtml: `<p>La enfermedad dental es uno de los problemas que los veterinarios encuentran con más frecuencia en gatos adultos, y una gran parte de los gatos de más de tres años ya la padece en algún grado. Aun así, a menudo pasa desapercibida, porque los gatos son expertos en ocultar el dolor: un gato con la boca dolorida suele seguir comiendo, solo que con más cuidado.</p>
<h2>Los problemas más habituales</h2>
<ul>
<li><strong>Gingivitis y enfermedad periodontal:</strong> la placa se acumula en el borde de la encía, se endurece hasta formar sarro y la inflamación resultante puede acabar aflojando los dientes.</li>
<li><strong>Reabsorción dental:</strong> un proceso doloroso en el que el diente se va destruyendo desde dentro. Su causa no se conoce del todo y normalmente hacen falta radiografías dentales para valorarlo.</li>
<li><strong>Dientes fracturados</strong>, sobre todo los colmillos, que pueden dejar expuesta la pulpa sensible.</li>
</ul>
<h2>Señales a las que prestar atención</h2>
<ul>
<li>Mal aliento</li>
<li>Encías rojas o inflamadas, o sarro marrón en los dientes</li>
<li>Babeo, a veces con un poco de sangre</li>
<li>Dejar caer la comida, masticar de un lado o preferir de repente la comida húmeda</li>
<li>Tocarse la boca con la pata, o un pelaje descuidado porque se acicala menos</li>
<li>Pérdida de peso o de apetito</li>
</ul>
<p>Si ${t('notas', 'notás')} alguna de ellas, ${v.pideCita} para una revisión: solo un veterinario puede explorar bien la boca y decidir si hace falta tratamiento. ${v.local['cat-dental-health']}</p>
<h2>El cepillado, la mejor opción</h2>
<p>Cepillar a diario es la forma más eficaz de frenar la placa, y muchos gatos, sobre todo si se acostumbran de pequeños, acaban aceptándolo. ${t('Usa', 'Usá')} un cepillo suave para gatos, o un dedal de silicona, y una pasta de dientes para mascotas. No uses nunca pasta de dientes humana: no está pensada para tragarse y puede contener ingredientes perjudiciales para los animales.</p>
<ul>
<li><strong>Primera semana:</strong> ${t('deja', 'dejá')} que lama un poco de pasta para mascotas de tu dedo, como si fuera un premio.</li>
<li><strong>Segunda semana:</strong> ${t('levántale', 'levantale')} el labio con suavidad y ${t('frota', 'frotá')} con el dedo la cara externa de los dientes y las encías.</li>
<li><strong>Tercera semana:</strong> ${t('introduce', 'introducí')} el cepillo, unos pocos dientes cada vez, insistiendo en las muelas y en el borde de la encía.</li>
<li>Sesiones cortas y tranquilas: ${t('para', 'pará')} antes de que se moleste y ${t('termina', 'terminá')} siempre con caricias o juego.</li>
</ul>
${videoFigure(
  CAT_TOOTH_BRUSHING_VIDEO_ID,
  'Un veterinario muestra cómo cepillar los dientes a un gato',
  `${v.video} en inglés: un veterinario explica paso a paso cómo acostumbrar a un gato al cepillado de dientes.`,
)}
<h2>Cuando cepillar no es posible</h2>
<p>Algunos gatos no aceptarán nunca el cepillo, y no pasa nada. Existen dietas y premios dentales con el sello del VOHC (Veterinary Oral Health Council) que han demostrado reducir la placa o el sarro, y tu veterinario puede proponerte otras opciones. Ayudan, pero no sustituyen a las revisiones periódicas.</p>
<blockquote>La limpieza dental profesional se hace con anestesia general. Así el veterinario puede limpiar por debajo de la encía, hacer radiografías dentales y tratar con seguridad los dientes que duelen. Las limpiezas ${v.quote[0]}sin anestesia${v.quote[1]} solo pulen la superficie visible y pueden ocultar la enfermedad que hay debajo.</blockquote>
<p>Con una revisión bucal al año y un poco de cuidado diario, ${t('puedes', 'podés')} ahorrarle a tu gato muchas molestias silenciosas.</p>`,
});

const STORIES: Story[] = [heatstroke, puppyFirstVisit, seniorDog, catDental];

export function spanishNews(locale: SpanishLocale): SeedNewsPost[] {
  const v = VARIANTS[locale];
  const t = (tu: string, vos: string): string => (v.voseo ? vos : tu);
  return STORIES.map((story) => {
    const post = story(v, t);
    return { ...post, readingMinutes: readingMinutes(post.bodyHtml) };
  });
}
