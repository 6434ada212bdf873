// Portuguese FAQ, written separately for Brazil (pt-br) and Portugal (pt).
import type { SeedFaq } from './types';

export const FAQ_PT_BR: SeedFaq[] = [
  {
    key: 'how-often-vet-checkup',
    slug: 'com-que-frequencia-levar-o-pet-ao-veterinario',
    question: 'Com que frequência devo levar meu pet ao veterinário?',
    excerpt:
      'Uma vez por ano para a maioria dos adultos saudáveis; com mais frequência para filhotes e idosos, e sempre que algo parecer errado.',
    category: 'Saúde',
    publishedAt: '2026-01-20T12:00:00Z',
    answerHtml: `<p>A maioria dos cães e gatos adultos saudáveis precisa de <strong>um check-up completo pelo menos uma vez por ano</strong>. Eles envelhecem mais rápido do que nós, então muita coisa pode mudar em doze meses, muitas vezes sem sinais evidentes.</p>
<ul>
<li><strong>Filhotes:</strong> costumam voltar a cada 3 ou 4 semanas durante o esquema de vacinação, até cerca de 16 semanas de vida.</li>
<li><strong>Pets idosos</strong> (a partir dos 7 a 10 anos, conforme o porte e a espécie): o ideal é uma consulta a cada seis meses, com exames de sangue e urina.</li>
<li><strong>Pets com doenças crônicas:</strong> a frequência que o veterinário indicar.</li>
</ul>
<p>Não espere a próxima consulta de rotina se notar mudanças no apetite, na sede, no peso, na respiração, no xixi e no cocô ou no comportamento. Se algo parecer errado, ligue para o veterinário e, em uma emergência, vá direto ao pronto-atendimento veterinário 24 horas mais próximo.</p>`,
  },
  {
    key: 'can-dogs-eat-chocolate',
    slug: 'cachorro-pode-comer-chocolate',
    question: 'Cachorro pode comer chocolate?',
    excerpt:
      'Não. O chocolate contém teobromina e cafeína, que são tóxicas para cães. Chocolate amargo e cacau em pó são os mais perigosos.',
    category: 'Alimentação',
    publishedAt: '2026-03-24T12:00:00Z',
    answerHtml: `<p><strong>Não.</strong> O chocolate contém teobromina e cafeína, que o organismo do cão elimina muito mais devagar do que o nosso. Mesmo uma quantidade moderada pode causar intoxicação, e quanto mais puro o chocolate, maior o risco: cacau em pó, chocolate para culinária e chocolate amargo são os mais perigosos; o chocolate ao leite, um pouco menos; e o branco tem pouquíssima teobromina, mas é muito gorduroso e pode fazer mal ao estômago.</p>
<p>Os sinais costumam aparecer de 6 a 12 horas depois: vômito, diarreia, agitação, respiração ofegante, muita sede, coração acelerado, tremores e, nos casos graves, convulsões.</p>
<p>Se o seu cachorro comeu chocolate, <strong>ligue para o veterinário imediatamente</strong>, mesmo que ele pareça bem. Tenha em mãos a embalagem, uma ideia de quanto ele comeu e o peso dele. Não tente fazê-lo vomitar em casa, a não ser que o veterinário oriente. Na Páscoa, com tantos ovos de chocolate pela casa, redobre a atenção. O chocolate também é tóxico para gatos.</p>`,
  },
  {
    key: 'how-much-exercise',
    slug: 'quanto-exercicio-meu-cachorro-precisa',
    question: 'Quanto exercício meu cachorro precisa fazer?',
    excerpt:
      'Depende da raça, da idade e da saúde, mas a maioria dos cães adultos precisa de 30 minutos a duas horas de atividade por dia.',
    category: 'Dia a dia',
    publishedAt: '2026-05-05T12:00:00Z',
    answerHtml: `<p>Depende da raça, da idade e da saúde, mas a maioria dos cães adultos precisa de <strong>30 minutos a duas horas de atividade por dia</strong>, de preferência divididos em dois ou mais passeios.</p>
<ul>
<li><strong>Raças de trabalho e esportivas</strong>, como border collie, spaniels e retrievers: costumam precisar do limite mais alto, além de desafios para a mente.</li>
<li><strong>Raças pequenas e braquicefálicas:</strong> muitas vezes precisam de menos, e as de focinho achatado devem evitar exercício intenso no calor.</li>
<li><strong>Filhotes:</strong> passeios curtos e muita brincadeira livre são melhores do que caminhadas longas e forçadas.</li>
<li><strong>Cães idosos:</strong> costumam preferir passeios mais curtos e frequentes, no próprio ritmo.</li>
</ul>
<p>O exercício mental também conta: farejar, aprender comandos e buscar comida em brinquedos cansam tanto quanto correr. Um cão inquieto, destrutivo ou ganhando peso pode precisar de mais atividade; um que fica para trás, manca ou fica rígido depois pode precisar de menos, ou de uma consulta. Converse com o veterinário antes de começar uma nova rotina de exercícios, principalmente se o cão for idoso ou estiver acima do peso.</p>`,
  },
  {
    key: 'is-ai-symptom-checker-a-diagnosis',
    slug: 'o-verificador-de-sintomas-faz-diagnostico',
    question: 'O verificador de sintomas com IA da PetCare faz diagnóstico?',
    excerpt:
      'Não. O verificador mostra o nível de urgência do problema e os motivos, para você decidir o que fazer. Só um veterinário pode diagnosticar o seu pet.',
    category: 'Usando a PetCare',
    publishedAt: '2026-09-08T12:00:00Z',
    answerHtml: `<p><strong>Não.</strong> O verificador de sintomas com IA da PetCare nunca dá um diagnóstico. Ele faz perguntas sobre o que você está observando e mostra um <strong>nível de urgência</strong>, ou seja, em quanto tempo o seu pet deve ser visto por um veterinário, junto com os <strong>motivos</strong> dessa avaliação, para você entender quais sinais importam e o que acompanhar.</p>
<p>Só um veterinário que examine o seu pet pode fazer um diagnóstico e receitar um tratamento. O verificador ajuda você a decidir o próximo passo e a se preparar para a consulta: dá para compartilhar o resumo, as fotos e o histórico de saúde com o veterinário.</p>
<p><strong>Em uma emergência, não comece pelo aplicativo.</strong> Se o seu pet estiver com dificuldade para respirar, desmaiar, tiver convulsões ou sangramento intenso, puder ter ingerido algo tóxico ou estiver com muita dor, ligue imediatamente para o veterinário ou vá ao pronto-atendimento veterinário mais próximo.</p>`,
  },
];

export const FAQ_PT: SeedFaq[] = [
  {
    key: 'how-often-vet-checkup',
    slug: 'com-que-frequencia-levar-o-animal-ao-veterinario',
    question: 'Com que frequência devo levar o meu animal ao veterinário?',
    excerpt:
      'Uma vez por ano para a maioria dos adultos saudáveis; mais vezes para cachorros, gatinhos e animais séniores, e sempre que algo não pareça bem.',
    category: 'Saúde',
    publishedAt: '2026-01-20T10:00:00Z',
    answerHtml: `<p>A maioria dos cães e gatos adultos saudáveis deve fazer <strong>uma consulta de rotina completa pelo menos uma vez por ano</strong>. Envelhecem mais depressa do que nós, por isso muita coisa pode mudar em doze meses, muitas vezes sem sinais evidentes.</p>
<ul>
<li><strong>Cachorros e gatinhos:</strong> costumam voltar a cada 3 ou 4 semanas durante o plano de vacinação, até cerca das 16 semanas.</li>
<li><strong>Animais séniores</strong> (a partir dos 7 a 10 anos, consoante o porte e a espécie): é aconselhável uma consulta a cada seis meses, com análises ao sangue e à urina.</li>
<li><strong>Animais com doenças crónicas:</strong> a frequência que o médico veterinário indicar.</li>
</ul>
<p>Não espere pela próxima consulta se notar alterações no apetite, na sede, no peso, na respiração, nas fezes e na urina ou no comportamento. Se algo não parecer bem, telefone ao seu veterinário e, numa urgência, dirija-se logo ao hospital veterinário com atendimento 24 horas mais próximo.</p>`,
  },
  {
    key: 'can-dogs-eat-chocolate',
    slug: 'os-caes-podem-comer-chocolate',
    question: 'Os cães podem comer chocolate?',
    excerpt:
      'Não. O chocolate contém teobromina e cafeína, que são tóxicas para os cães. O chocolate negro e o cacau em pó são os mais perigosos.',
    category: 'Alimentação',
    publishedAt: '2026-03-24T10:00:00Z',
    answerHtml: `<p><strong>Não.</strong> O chocolate contém teobromina e cafeína, que o organismo do cão elimina muito mais lentamente do que o nosso. Mesmo uma quantidade moderada pode provocar uma intoxicação, e quanto mais puro for o chocolate, maior o risco: o cacau em pó, o chocolate de culinária e o chocolate negro são os mais perigosos; o chocolate de leite, um pouco menos; e o branco quase não tem teobromina, mas é muito gordo e pode provocar problemas digestivos.</p>
<p>Os sinais surgem normalmente entre 6 e 12 horas depois: vómitos, diarreia, agitação, respiração ofegante, muita sede, coração acelerado, tremores e, nos casos graves, convulsões.</p>
<p>Se o seu cão comeu chocolate, <strong>telefone imediatamente ao veterinário</strong>, mesmo que ele pareça estar bem. Tenha à mão a embalagem, uma ideia da quantidade ingerida e o peso do cão. Não tente provocar o vómito em casa, a não ser que o veterinário o indique. Na Páscoa e no Natal, com mais chocolate por casa, todo o cuidado é pouco. O chocolate também é tóxico para os gatos.</p>`,
  },
  {
    key: 'how-much-exercise',
    slug: 'quanto-exercicio-precisa-o-meu-cao',
    question: 'De quanto exercício precisa o meu cão?',
    excerpt:
      'Depende da raça, da idade e da saúde, mas a maioria dos cães adultos precisa de 30 minutos a duas horas de atividade por dia.',
    category: 'Dia a dia',
    publishedAt: '2026-05-05T10:00:00Z',
    answerHtml: `<p>Depende da raça, da idade e do estado de saúde, mas a maioria dos cães adultos precisa de <strong>30 minutos a duas horas de atividade por dia</strong>, de preferência repartidos por dois ou mais passeios.</p>
<ul>
<li><strong>Raças de trabalho e desportivas</strong>, como o border collie, os spaniels ou os retrievers: costumam precisar do limite superior, além de desafios para a cabeça.</li>
<li><strong>Raças pequenas e braquicéfalas:</strong> muitas vezes precisam de menos, e as de focinho achatado devem evitar exercício intenso com calor.</li>
<li><strong>Cachorros:</strong> passeios curtos e muita brincadeira livre são melhores do que caminhadas longas e forçadas.</li>
<li><strong>Cães séniores:</strong> costumam preferir passeios mais curtos e frequentes, ao seu ritmo.</li>
</ul>
<p>O exercício mental também conta: farejar, aprender e procurar comida em brinquedos cansam tanto como correr. Um cão agitado, destrutivo ou a ganhar peso pode precisar de mais atividade; um que fica para trás, coxeia ou fica rígido depois pode precisar de menos, ou de uma consulta. Fale com o veterinário antes de começar um novo plano de exercício, sobretudo se o cão for idoso ou tiver excesso de peso.</p>`,
  },
  {
    key: 'is-ai-symptom-checker-a-diagnosis',
    slug: 'o-verificador-de-sintomas-faz-um-diagnostico',
    question: 'O verificador de sintomas com IA da PetCare faz um diagnóstico?',
    excerpt:
      'Não. O verificador indica o nível de urgência do problema e explica porquê, para que possa decidir o que fazer. Só um médico veterinário pode diagnosticar o seu animal.',
    category: 'Utilizar a PetCare',
    publishedAt: '2026-09-08T10:00:00Z',
    answerHtml: `<p><strong>Não.</strong> O verificador de sintomas com IA da PetCare nunca faz um diagnóstico. Faz-lhe perguntas sobre o que está a observar e apresenta um <strong>nível de urgência</strong>, ou seja, em quanto tempo o seu animal deve ser visto por um veterinário, juntamente com os <strong>motivos</strong> dessa avaliação, para que perceba que sinais são importantes e o que vigiar.</p>
<p>Só um médico veterinário que observe o seu animal pode fazer um diagnóstico e receitar um tratamento. O verificador ajuda-o a decidir o passo seguinte e a preparar a consulta: pode partilhar o resumo, as fotografias e o historial de saúde com o seu veterinário.</p>
<p><strong>Numa urgência, não comece pela aplicação.</strong> Se o seu animal tiver dificuldade em respirar, desmaiar, tiver convulsões ou uma hemorragia abundante, puder ter ingerido algo tóxico ou estiver com muitas dores, contacte de imediato o seu veterinário ou o hospital veterinário de urgência mais próximo.</p>`,
  },
];
