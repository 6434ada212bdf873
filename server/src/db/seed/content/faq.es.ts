// Spanish FAQ for Spain (es), the United States (es-us), Mexico (es-mx) and Argentina (es-ar),
// with voseo for Argentina and each country's words for dark chocolate and the emergency vet.
import type { SeedFaq } from './types';

export type SpanishFaqLocale = 'es' | 'es-us' | 'es-mx' | 'es-ar';

interface FaqVariant {
  voseo: boolean;
  urgencias: string;
  chocolateAmargo: string;
  haComido: string;
  fiestas: string;
}

const VARIANTS: Record<SpanishFaqLocale, FaqVariant> = {
  es: {
    voseo: false,
    urgencias: 'la clínica veterinaria de urgencias más cercana',
    chocolateAmargo: 'el chocolate negro',
    haComido: 'ha comido',
    fiestas:
      'En Navidad y en Semana Santa, con más dulces por casa, conviene extremar la vigilancia.',
  },
  'es-us': {
    voseo: false,
    urgencias: 'la clínica veterinaria de emergencias más cercana',
    chocolateAmargo: 'el chocolate oscuro',
    haComido: 'comió',
    fiestas:
      'En Halloween, San Valentín, Pascua y Navidad, con más dulces en casa, conviene extremar la vigilancia.',
  },
  'es-mx': {
    voseo: false,
    urgencias: 'el hospital veterinario de urgencias más cercano',
    chocolateAmargo: 'el chocolate amargo',
    haComido: 'comió',
    fiestas:
      'En Día de Muertos, Navidad y San Valentín, con más dulces en casa, conviene extremar la vigilancia.',
  },
  'es-ar': {
    voseo: true,
    urgencias: 'la veterinaria de guardia más cercana',
    chocolateAmargo: 'el chocolate amargo',
    haComido: 'comió',
    fiestas:
      'En Pascua, con los huevos de chocolate al alcance de todos, la vigilancia tiene que ser doble.',
  },
};

function faqs(v: FaqVariant, t: (tu: string, vos: string) => string): SeedFaq[] {
  return [
    {
      key: 'how-often-vet-checkup',
      slug: 'cada-cuanto-llevar-a-mi-mascota-al-veterinario',
      question: '¿Cada cuánto tiempo debo llevar a mi mascota al veterinario?',
      excerpt:
        'Una vez al año la mayoría de los adultos sanos; más a menudo los cachorros, los gatitos y los animales mayores, y siempre que algo no parezca estar bien.',
      category: 'Salud',
      publishedAt: '2026-01-20T09:00:00Z',
      answerHtml: `<p>La mayoría de los perros y gatos adultos sanos necesitan <strong>una revisión completa al menos una vez al año</strong>. Envejecen más deprisa que nosotros, así que en doce meses pueden cambiar muchas cosas, a menudo sin señales evidentes.</p>
<ul>
<li><strong>Cachorros y gatitos:</strong> suelen ir cada 3 o 4 semanas mientras dura la vacunación, hasta las 16 semanas aproximadamente.</li>
<li><strong>Animales mayores</strong> (a partir de los 7 a 10 años, según el tamaño y la especie): se recomienda una revisión cada seis meses, con análisis de sangre y orina.</li>
<li><strong>Animales con enfermedades crónicas:</strong> la frecuencia que indique su veterinario.</li>
</ul>
<p>No esperes a la próxima revisión si ${t('notas', 'notás')} cambios en el apetito, la sed, el peso, la respiración, las deposiciones o el comportamiento. Si algo no parece estar bien, ${t('llama', 'llamá')} a tu veterinario y, en una urgencia, ${t('ve', 'andá')} directamente a ${v.urgencias}.</p>`,
    },
    {
      key: 'can-dogs-eat-chocolate',
      slug: 'pueden-los-perros-comer-chocolate',
      question: '¿Pueden los perros comer chocolate?',
      excerpt: `No. El chocolate contiene teobromina y cafeína, tóxicas para los perros. ${v.chocolateAmargo.replace('el', 'El')} y el cacao en polvo son los más peligrosos.`,
      category: 'Alimentación',
      publishedAt: '2026-03-24T09:00:00Z',
      answerHtml: `<p><strong>No.</strong> El chocolate contiene teobromina y cafeína, que los perros eliminan mucho más despacio que las personas. Incluso una cantidad moderada puede intoxicarlos, y cuanto más puro es el chocolate, mayor es el riesgo: el cacao en polvo, el chocolate para repostería y ${v.chocolateAmargo} son los más peligrosos; el chocolate con leche, algo menos, y el blanco apenas tiene teobromina, pero es muy graso y puede sentar mal.</p>
<p>Los síntomas suelen aparecer entre 6 y 12 horas después: vómitos, diarrea, inquietud, jadeo, mucha sed, taquicardia, temblores y, en los casos graves, convulsiones.</p>
<p>Si tu perro ${v.haComido} chocolate, <strong>${t('llama', 'llamá')} a tu veterinario de inmediato</strong>, aunque parezca estar bien. ${t('Ten', 'Tené')} a mano el envoltorio, un cálculo de cuánto comió y el peso de tu perro. No intentes provocarle el vómito salvo que te lo indique el veterinario. ${v.fiestas} El chocolate también es tóxico para los gatos.</p>`,
    },
    {
      key: 'how-much-exercise',
      slug: 'cuanto-ejercicio-necesita-mi-perro',
      question: '¿Cuánto ejercicio necesita mi perro?',
      excerpt:
        'Depende de la raza, la edad y la salud, pero la mayoría de los perros adultos necesitan entre 30 minutos y dos horas de actividad al día.',
      category: 'Cuidados diarios',
      publishedAt: '2026-05-05T09:00:00Z',
      answerHtml: `<p>Depende de la raza, la edad y el estado de salud, pero la mayoría de los perros adultos necesitan <strong>entre 30 minutos y dos horas de actividad al día</strong>, idealmente repartidas en dos o más salidas.</p>
<ul>
<li><strong>Razas de trabajo y deportivas</strong>, como el border collie, los spaniels o los retrievers: suelen necesitar la parte alta del rango, además de retos para la mente.</li>
<li><strong>Razas pequeñas y braquicéfalas:</strong> a menudo necesitan menos, y las de hocico chato deben evitar el ejercicio intenso con calor.</li>
<li><strong>Cachorros:</strong> mejor paseos cortos y mucho juego libre que caminatas largas y forzadas.</li>
<li><strong>Perros mayores:</strong> suelen preferir paseos más cortos y frecuentes, a su ritmo.</li>
</ul>
<p>El ejercicio mental también cuenta: olfatear, aprender y buscar comida en juguetes cansa tanto como correr. Un perro inquieto, destructivo o que engorda puede necesitar más actividad; uno que se queda atrás, cojea o está rígido después puede necesitar menos, o una revisión. ${t('Consulta', 'Consultá')} con tu veterinario antes de empezar un plan de ejercicio nuevo, sobre todo si tu perro es mayor o tiene sobrepeso.</p>`,
    },
    {
      key: 'is-ai-symptom-checker-a-diagnosis',
      slug: 'el-evaluador-de-sintomas-da-un-diagnostico',
      question: '¿El evaluador de síntomas con IA de PetCare da un diagnóstico?',
      excerpt:
        'No. El evaluador te indica el nivel de urgencia del problema y sus motivos, para que decidas qué hacer. Solo un veterinario puede diagnosticar a tu mascota.',
      category: 'Uso de PetCare',
      publishedAt: '2026-09-08T09:00:00Z',
      answerHtml: `<p><strong>No.</strong> El evaluador de síntomas con IA de PetCare nunca da un diagnóstico. Te hace preguntas sobre lo que ${t('observas', 'observás')} y te devuelve un <strong>nivel de urgencia</strong>, es decir, en cuánto tiempo debería verla un veterinario, junto con los <strong>motivos</strong> que lo justifican, para que entiendas qué signos importan y qué vigilar.</p>
<p>Solo un veterinario que examine a tu mascota puede diagnosticar y recetar un tratamiento. El evaluador te ayuda a decidir el siguiente paso y a preparar la consulta: ${t('puedes', 'podés')} compartir su resumen, tus fotos y el historial de salud con tu veterinario.</p>
<p><strong>En una urgencia, no empieces por la aplicación.</strong> Si tu mascota respira con dificultad, se desmaya, tiene convulsiones, sangra mucho, puede haber ingerido algo tóxico o tiene mucho dolor, ${t('llama', 'llamá')} de inmediato a tu veterinario o ${t('ve', 'andá')} a ${v.urgencias}.</p>`,
    },
  ];
}

export function spanishFaq(locale: SpanishFaqLocale): SeedFaq[] {
  const v = VARIANTS[locale];
  return faqs(v, (tu, vos) => (v.voseo ? vos : tu));
}
