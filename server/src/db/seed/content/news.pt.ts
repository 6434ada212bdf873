// Portuguese news stories, written separately for Brazil (pt-br) and Portugal (pt): the two differ
// in vocabulary (a Brazilian "cachorro" is any dog, a Portuguese one a puppy), grammar and
// local rules, so neither is a respelling of the other.
import { readingMinutes } from '../../../http/readingTime';
import type { SeedNewsPost } from './types';
import { CAT_TOOTH_BRUSHING_VIDEO_ID, videoFigure } from './videoEmbed';

function withReadingTime(posts: Omit<SeedNewsPost, 'readingMinutes'>[]): SeedNewsPost[] {
  return posts.map((post) => ({ ...post, readingMinutes: readingMinutes(post.bodyHtml) }));
}

export const NEWS_PT_BR: SeedNewsPost[] = withReadingTime([
  {
    key: 'summer-heatstroke',
    slug: 'insolacao-em-caes-e-gatos',
    title: 'Insolação em cães e gatos: os sinais de alerta e o que fazer nos primeiros minutos',
    excerpt:
      'A insolação pode colocar a vida do seu pet em risco em poucos minutos. Saiba quais animais correm mais perigo, como reconhecer os primeiros sinais e quais primeiros socorros ajudam até chegar ao veterinário.',
    category: 'Cuidados de verão',
    coverImage: 'summer-heat',
    publishedAt: '2026-11-10T10:00:00Z',
    bodyHtml: `<p>Cães e gatos não suam como nós. O cachorro perde calor principalmente ofegando e, um pouco, pelas almofadinhas das patas; o gato se lambe e procura um canto fresco para descansar. Quando o dia está quente e úmido, quando o animal fica preso dentro do carro ou quando se exercita demais, esses mecanismos não dão conta. A temperatura do corpo sobe e, acima de cerca de 41 °C, os órgãos começam a sofrer danos. A intermação, popularmente chamada de insolação, é uma emergência de verdade, mas na maioria das vezes pode ser evitada.</p>
<p>No verão brasileiro, com dias acima de 35 °C em boa parte do país e a umidade do litoral, o risco é alto de dezembro a março. Em cidades como Rio de Janeiro, Cuiabá ou Teresina, os passeios no meio do dia são os mais perigosos.</p>
<h2>Quais pets correm mais risco</h2>
<ul>
<li><strong>Raças braquicefálicas</strong>, de focinho achatado, como pug, buldogue francês, buldogue inglês, shih-tzu e gato persa: a anatomia das vias aéreas deixa o ofego menos eficiente.</li>
<li><strong>Animais acima do peso</strong> ou com problemas cardíacos ou respiratórios.</li>
<li><strong>Filhotes e animais idosos</strong>, que regulam pior a temperatura.</li>
<li><strong>Cães de pelagem densa e cães muito agitados</strong>, que continuam correndo atrás da bolinha mesmo exaustos.</li>
</ul>
<h2>Sinais de alerta</h2>
<p>No início, fique atento a respiração ofegante intensa e ruidosa que não melhora com o descanso, baba grossa, gengivas muito vermelhas ou escuras, agitação e busca constante por sombra ou piso frio. Se o quadro avança, podem aparecer fraqueza, andar cambaleante, vômito ou diarreia, desorientação, colapso e convulsões. No gato, respirar de boca aberta ou ofegar já é, por si só, um sinal de alerta.</p>
<h2>Primeiros socorros: resfrie primeiro, depois vá ao veterinário</h2>
<ul>
<li>Leve o pet para a sombra ou para um ambiente com ar-condicionado imediatamente.</li>
<li>Molhe o corpo todo com água fresca (a da torneira serve) e continue molhando. Se possível, deixe que ele fique em pé ou deitado em água fresca e rasa.</li>
<li>Não deixe uma toalha molhada sobre o animal: ela pode reter o calor junto ao corpo.</li>
<li>Ofereça água em pequenas quantidades, mas nunca force um animal fraco ou caído a beber.</li>
<li>Ligue para o seu veterinário ou para o pronto-atendimento veterinário 24 horas mais próximo enquanto resfria o animal, para que a equipe já esteja preparada, e vá com o ar-condicionado ligado ou as janelas abertas.</li>
</ul>
<p>Mesmo que ele pareça se recuperar rápido, a consulta veterinária é indispensável. A intermação pode afetar rins, fígado, intestino e coagulação, e algumas complicações só aparecem horas depois.</p>
<blockquote>Nunca deixe um pet dentro do carro estacionado, nem “só cinco minutinhos” com a janela entreaberta. Em um dia de 22 °C, o interior do carro pode passar de 40 °C em meia hora.</blockquote>
<h2>Prevenção nos dias quentes</h2>
<ul>
<li>Passeie bem cedo ou à noite, com caminhadas mais curtas e tranquilas.</li>
<li>Teste a calçada com o dorso da mão: se você não aguentar sete segundos, está quente demais para as patas.</li>
<li>Leve sempre água e um potinho e escolha trajetos com sombra.</li>
<li>Em casa, garanta acesso a um cômodo fresco, sombra e água limpa o tempo todo. Tapetes gelados e petiscos congelados ajudam.</li>
</ul>
<p>Se estiver em dúvida se o seu pet só está com calor ou se está passando mal, o verificador de sintomas da PetCare pode ajudar a avaliar a urgência. Mas se ele desmaiar, tiver dificuldade para respirar ou convulsionar, não espere: comece a resfriá-lo e vá ao veterinário mais próximo.</p>`,
  },
  {
    key: 'puppy-first-vet-visit',
    slug: 'primeira-consulta-do-filhote-no-veterinario',
    title: 'A primeira consulta do filhote no veterinário: vacinas, exame e perguntas importantes',
    excerpt:
      'O que acontece na primeira consulta de um filhote, como funciona, em linhas gerais, o calendário de vacinas e como fazer dessa visita uma boa experiência desde o primeiro dia.',
    category: 'Saúde',
    coverImage: 'vet-visit',
    publishedAt: '2026-03-03T10:00:00Z',
    bodyHtml: `<p>Marcar a primeira consulta veterinária deve ser uma das primeiras tarefas quando um filhote chega em casa, de preferência nos primeiros dias. Essa visita organiza o plano de vacinação, ajuda a detectar problemas cedo e, o que é igualmente importante, ensina ao filhote que a clínica é um lugar amigável.</p>
<h2>O que levar</h2>
<ul>
<li>Os documentos do criador ou do abrigo: carteirinha de vacinação, vermifugações e dados do microchip, se houver.</li>
<li>Uma amostra fresca de fezes, se a clínica pedir, para pesquisar parasitas intestinais.</li>
<li>O nome da ração que ele come e a quantidade.</li>
<li>Uma lista de perguntas por escrito, para não esquecer nada durante a consulta.</li>
<li>Petiscos pequenos e macios para recompensar a calma.</li>
</ul>
<h2>O que o veterinário vai examinar</h2>
<p>O exame vai do focinho à cauda: olhos, ouvidos, boca e dentes, coração e pulmões, pele e pelagem, abdômen e articulações, além do umbigo e da virilha, para verificar hérnias. O filhote será pesado, e vale a pena anotar o peso em casa para acompanhar o crescimento. Conte qualquer coisa que você tenha notado: tosse, diarreia, coceira ou um cansaço fora do normal.</p>
<h2>Como funcionam as vacinas do filhote</h2>
<p>O leite materno dá ao filhote alguma proteção, mas ela desaparece ao longo dos primeiros meses e, enquanto dura, pode impedir que a vacina faça efeito. Por isso o filhote precisa de uma série de doses, e não de uma só. Em linhas gerais:</p>
<ul>
<li>O esquema costuma começar por volta de <strong>6 a 8 semanas</strong> de vida, com reforços a cada <strong>2 a 4 semanas</strong> até cerca de <strong>16 semanas</strong> ou um pouco mais.</li>
<li>As <strong>vacinas essenciais</strong> protegem contra cinomose, parvovirose e hepatite infecciosa canina (adenovírus). No Brasil, elas vêm nas vacinas múltiplas conhecidas como V8 ou V10, que incluem também a leptospirose.</li>
<li>A <strong>vacina antirrábica</strong> costuma ser aplicada a partir dos 3 ou 4 meses, e muitos municípios fazem campanhas públicas de vacinação contra a raiva.</li>
<li>Outras, como a da tosse dos canis, são recomendadas de acordo com o estilo de vida: creche, hotelzinho ou aulas em grupo.</li>
<li>A partir daí, os reforços costumam ser anuais ou seguir o plano que o veterinário indicar para a vida adulta.</li>
</ul>
<p>O veterinário vai adaptar o plano ao seu filhote e à região onde você mora, então as datas podem ser diferentes das de outro cachorro.</p>
<h2>Parasitas, microchip e tudo o mais</h2>
<p>Pergunte sobre uma rotina contra vermes, pulgas e carrapatos e se é preciso prevenir a dirofilariose (o verme do coração), mais comum em regiões litorâneas. Se o filhote tiver microchip, confirme que o cadastro está no seu nome e com os seus dados atualizados. Castração, alimentação e quando ele poderá conviver com outros cães são bons temas para esta consulta ou para a próxima.</p>
<blockquote>A socialização não pode esperar a última vacina. Até cerca de 14 semanas, o filhote aprende com muita facilidade o que é normal e seguro. Pergunte ao veterinário como fazer isso sem riscos: passear com ele no colo para conhecer o mundo, apresentá-lo a cães saudáveis e vacinados ou matriculá-lo em aulas para filhotes bem organizadas.</blockquote>
<h2>Para a visita dar certo</h2>
<p>Evite uma refeição grande logo antes da consulta, assim os petiscos funcionam melhor. Deixe que ele cheire a sala de espera no seu colo, recompense a calma e, nos dias anteriores, acostume-o em casa a ter as patas, as orelhas e a boca tocadas com delicadeza. Uma primeira visita tranquila deixa todas as consultas futuras mais fáceis, para o seu cachorro e para toda a equipe veterinária.</p>`,
  },
  {
    key: 'senior-dog-care',
    slug: 'cuidados-com-o-cao-idoso',
    title: 'Cuidados com o cão idoso: conforto, check-ups e as mudanças que merecem atenção',
    excerpt:
      'Um cachorro idoso precisa de um pouco mais de atenção, não de menos diversão. Como perceber cedo os problemas mais comuns da idade e adaptar a rotina para que ele fique confortável.',
    category: 'Pets idosos',
    coverImage: 'senior-dog',
    publishedAt: '2026-05-19T10:00:00Z',
    bodyHtml: `<p>Os cães envelhecem mais rápido do que nós, e os grandes mais rápido do que os pequenos. Como referência, uma raça gigante pode ser considerada idosa aos seis ou sete anos, um cão de porte médio por volta dos oito e um de porte pequeno a partir dos dez. Não existe um aniversário em que tudo muda, mas essa fase traz necessidades próprias e, com um pouco de planejamento, muitos cães a vivem com muito conforto.</p>
<h2>Check-up duas vezes por ano</h2>
<p>Muitos veterinários recomendam consultas a cada seis meses nessa idade. Doença renal, diabetes, problemas de tireoide, doenças cardíacas e doença periodontal avançam aos poucos, e exames de sangue e urina periódicos podem detectá-los antes que apareçam sinais evidentes. Tratar cedo costuma significar uma vida mais longa e mais confortável.</p>
<h2>Mudanças que vale a pena contar ao veterinário</h2>
<ul>
<li>Beber água ou fazer xixi mais do que o normal, ou “acidentes” dentro de casa</li>
<li>Perda ou ganho de peso, ou mudança no apetite</li>
<li>Rigidez ao levantar, ou resistência a subir escadas ou a entrar no carro</li>
<li>Caroços novos, ou caroços que crescem ou mudam de consistência</li>
<li>Mau hálito, deixar a comida cair da boca ou mastigar de um lado só</li>
<li>Tosse, cansaço rápido ou respiração acelerada em repouso</li>
<li>Desorientação, andar sem rumo à noite, ficar olhando para a parede ou preso em cantos</li>
</ul>
<p>Nada disso é “coisa da idade” até que um veterinário avalie. Muitos desses problemas podem ser tratados ou controlados, e a maioria responde melhor quanto antes for identificada.</p>
<h2>Articulações mais confortáveis</h2>
<p>A artrose (osteoartrite) é muito comum em cães idosos e fácil de subestimar, porque eles disfarçam bem a dor. Passeios mais curtos e frequentes costumam ser melhores do que uma única saída longa. Manter o cão no peso ideal alivia as articulações, e mesmo uma perda de peso moderada faz diferença. Tapetes em pisos escorregadios, uma rampa para o carro ou o sofá e uma cama grossa e firme ajudam muito.</p>
<blockquote>Nunca dê ao seu cão analgésicos de uso humano. Remédios comuns como ibuprofeno e paracetamol podem causar intoxicações graves em cães. O veterinário pode receitar um analgésico seguro para ele.</blockquote>
<h2>Alimentação, mente e rotina</h2>
<p>Cães idosos costumam precisar de menos calorias, mas continuam precisando de proteína de boa qualidade. Converse com o veterinário antes de trocar para uma ração sênior, principalmente se o seu cão tiver problemas renais, cardíacos ou de peso. Mantenha também a mente ativa: passeios para farejar, brinquedos recheáveis e sessões curtas de adestramento fazem bem ao cérebro que envelhece. Rotinas previsíveis ajudam, assim como um cantinho tranquilo para descansar longe do movimento da casa.</p>
<p>Em boa parte do Brasil, o calor também pesa mais para o cão idoso: prefira passeios no começo da manhã ou à noite e deixe sempre água fresca e um lugar ventilado à disposição. Já no Sul, um agasalho e uma caminha longe das correntes de ar ajudam nos dias frios de inverno.</p>
<p>Por fim, acompanhe a qualidade de vida. Um diário simples de dias bons e ruins, anotando apetite, mobilidade e vontade de brincar, ajuda você e o veterinário a tomar decisões juntos quando chegar a hora. O relatório de saúde da PetCare reúne essas anotações em um só lugar, prontas para compartilhar na próxima consulta.</p>`,
  },
  {
    key: 'cat-dental-health',
    slug: 'saude-bucal-do-gato-e-escovacao',
    title: 'Saúde bucal do gato: por que ela importa e como escovar os dentes do seu gato',
    excerpt:
      'A doença dental é um dos problemas de saúde mais comuns em gatos adultos, e eles escondem muito bem a dor. Os sinais de alerta e como criar uma rotina de escovação que o seu gato aceite.',
    category: 'Saúde bucal',
    coverImage: 'dental',
    publishedAt: '2026-08-11T10:00:00Z',
    bodyHtml: `<p>A doença dental está entre os problemas que os veterinários mais encontram em gatos adultos, e uma grande parte dos gatos com mais de três anos já tem algum grau dela. Mesmo assim, muitas vezes passa despercebida, porque gatos são especialistas em esconder dor: um gato com a boca doendo geralmente continua comendo, só que com mais cuidado.</p>
<h2>Os problemas mais comuns</h2>
<ul>
<li><strong>Gengivite e doença periodontal:</strong> a placa bacteriana se acumula na linha da gengiva, endurece e vira tártaro, e a inflamação pode acabar amolecendo os dentes.</li>
<li><strong>Reabsorção dentária:</strong> um processo doloroso em que o dente vai sendo destruído por dentro. A causa ainda não é totalmente conhecida, e geralmente é preciso fazer radiografias odontológicas para avaliá-lo.</li>
<li><strong>Dentes fraturados</strong>, principalmente os caninos, que podem deixar a polpa sensível exposta.</li>
</ul>
<h2>Sinais para ficar de olho</h2>
<ul>
<li>Mau hálito</li>
<li>Gengivas vermelhas ou inchadas, ou tártaro amarronzado nos dentes</li>
<li>Baba, às vezes com um pouco de sangue</li>
<li>Deixar a comida cair, mastigar de um lado só ou passar a preferir sachê</li>
<li>Passar a pata na boca, ou pelagem malcuidada porque está se lambendo menos</li>
<li>Perda de peso ou de apetite</li>
</ul>
<p>Se notar algum desses sinais, marque uma consulta: só o veterinário pode examinar a boca direito e decidir se é preciso tratamento. No Brasil, muitas clínicas contam com veterinários que atuam em odontologia veterinária e podem avaliar os casos mais complexos.</p>
<h2>Escovação: o padrão-ouro</h2>
<p>Escovar todos os dias é a forma mais eficaz de frear a placa, e muitos gatos, principalmente os acostumados desde filhotes, acabam aceitando. Use uma escova macia própria para gatos, ou uma dedeira, e creme dental veterinário. Nunca use pasta de dente humana: ela não foi feita para ser engolida e pode conter ingredientes prejudiciais aos animais.</p>
<ul>
<li><strong>Primeira semana:</strong> deixe o gato lamber um pouco do creme dental veterinário no seu dedo, como um petisco.</li>
<li><strong>Segunda semana:</strong> levante o lábio com delicadeza e esfregue o dedo na face externa dos dentes e da gengiva.</li>
<li><strong>Terceira semana:</strong> apresente a escova, poucos dentes por vez, caprichando nos dentes do fundo e na linha da gengiva.</li>
<li>Sessões curtas e calmas: pare antes que ele se irrite e termine sempre com carinho ou brincadeira.</li>
</ul>
${videoFigure(
  CAT_TOOTH_BRUSHING_VIDEO_ID,
  'Um veterinário mostra como escovar os dentes de um gato',
  'Vídeo em inglês: um veterinário mostra, passo a passo, como acostumar o gato à escovação.',
)}
<h2>Quando não dá para escovar</h2>
<p>Alguns gatos nunca vão aceitar a escova, e tudo bem. Existem rações e petiscos dentais com o selo do VOHC (Veterinary Oral Health Council) que comprovadamente reduzem a placa ou o tártaro, e o veterinário pode sugerir outras opções. Eles ajudam, mas não substituem as consultas regulares.</p>
<blockquote>A limpeza dentária profissional é feita sob anestesia geral. Assim o veterinário consegue limpar abaixo da gengiva, fazer radiografias e tratar os dentes doloridos com segurança. A limpeza “sem anestesia” só dá polimento na superfície visível e pode esconder a doença que está por baixo.</blockquote>
<p>Com uma avaliação da boca por ano e um pouco de cuidado diário, você poupa o seu gato de muito desconforto silencioso.</p>`,
  },
]);

export const NEWS_PT: SeedNewsPost[] = withReadingTime([
  {
    key: 'summer-heatstroke',
    slug: 'golpe-de-calor-em-caes-e-gatos',
    title: 'Golpe de calor em cães e gatos: sinais de alerta e o que fazer nos primeiros minutos',
    excerpt:
      'O golpe de calor pode pôr a vida de um animal em risco em poucos minutos. Saiba que animais correm mais perigo, como reconhecer os primeiros sinais e que primeiros socorros ajudam até chegar ao veterinário.',
    category: 'Cuidados sazonais',
    coverImage: 'summer-heat',
    publishedAt: '2026-06-16T08:00:00Z',
    bodyHtml: `<p>Os cães e os gatos não transpiram como nós. O cão perde calor sobretudo a ofegar e, um pouco, através das almofadas plantares; o gato lambe-se e procura um canto fresco para descansar. Quando o tempo está quente e húmido, quando o animal fica fechado dentro de um carro ou quando faz exercício a mais, estes mecanismos deixam de ser suficientes. A temperatura corporal sobe e, acima de cerca de 41 °C, os órgãos começam a sofrer lesões. O golpe de calor é uma verdadeira urgência, mas na maior parte dos casos pode ser evitado.</p>
<p>Em Portugal, os verões são cada vez mais quentes: no Alentejo ou no vale do Douro, julho e agosto trazem com frequência temperaturas acima dos 40 °C. Quando o IPMA emite avisos de tempo quente, vale a pena redobrar os cuidados também com os animais.</p>
<h2>Que animais correm mais risco</h2>
<ul>
<li><strong>Raças braquicéfalas</strong>, de focinho achatado, como o pug, o bulldog francês, o bulldog inglês, o shih tzu ou o gato persa: a anatomia das vias respiratórias torna o ofegar menos eficaz.</li>
<li><strong>Animais com excesso de peso</strong> ou com problemas cardíacos ou respiratórios.</li>
<li><strong>Cachorros, gatinhos e animais idosos</strong>, que regulam pior a temperatura.</li>
<li><strong>Cães de pelo denso e cães muito enérgicos</strong>, que continuam a correr atrás da bola mesmo exaustos.</li>
</ul>
<h2>Sinais de alerta</h2>
<p>No início, esteja atento a uma respiração ofegante intensa e ruidosa que não acalma com o repouso, baba espessa, gengivas muito vermelhas ou anormalmente escuras, agitação e procura constante de sombra ou de chão fresco. Se o quadro avançar, podem surgir fraqueza, desequilíbrio, vómitos ou diarreia, desorientação, colapso e convulsões. No gato, respirar de boca aberta ou ofegar já é, por si só, um sinal de alerta.</p>
<h2>Primeiros socorros: arrefecer primeiro, depois ir ao veterinário</h2>
<ul>
<li>Leve o animal para a sombra ou para uma divisão com ar condicionado de imediato.</li>
<li>Molhe o corpo todo com água fresca (a da torneira serve) e continue a molhar. Se possível, deixe-o ficar de pé ou deitado em água fresca e pouco funda.</li>
<li>Não deixe uma toalha molhada em cima do animal: pode reter o calor junto ao corpo.</li>
<li>Ofereça água em pequenas quantidades, mas nunca obrigue a beber um animal fraco ou caído.</li>
<li>Telefone ao seu médico veterinário ou ao hospital veterinário de urgência mais próximo enquanto o arrefece, para que a equipa esteja preparada, e faça a viagem com o ar condicionado ligado ou as janelas abertas.</li>
</ul>
<p>Mesmo que pareça recuperar depressa, a consulta veterinária é indispensável. O golpe de calor pode afetar os rins, o fígado, o intestino e a coagulação, e algumas complicações só aparecem horas depois.</p>
<blockquote>Nunca deixe um animal dentro de um carro estacionado, nem «só cinco minutos» com a janela entreaberta. Num dia de 22 °C, o interior do carro pode ultrapassar os 40 °C em meia hora.</blockquote>
<h2>Prevenção nos dias de calor</h2>
<ul>
<li>Passeie logo de manhã cedo ou ao fim do dia, com passeios mais curtos e calmos.</li>
<li>Teste o alcatrão ou a calçada com as costas da mão: se não aguentar sete segundos, está demasiado quente para as patas.</li>
<li>Leve sempre água e uma taça e escolha percursos com sombra.</li>
<li>Em casa, garanta que o animal tem sempre acesso a uma divisão fresca, sombra e água limpa. Tapetes refrescantes e guloseimas congeladas ajudam.</li>
</ul>
<p>Se tiver dúvidas entre um animal que só está com calor e um que está em apuros, o verificador de sintomas da PetCare pode ajudá-lo a avaliar a urgência. Mas se ele desmaiar, tiver dificuldade em respirar ou convulsionar, não espere: comece a arrefecê-lo e dirija-se ao veterinário mais próximo.</p>`,
  },
  {
    key: 'puppy-first-vet-visit',
    slug: 'primeira-consulta-do-cachorro-no-veterinario',
    title:
      'A primeira consulta do cachorro no veterinário: vacinas, observação e perguntas a fazer',
    excerpt:
      'O que acontece na primeira consulta de um cachorro, como funciona, em termos gerais, o plano de vacinação e como tornar esta visita uma boa experiência desde o primeiro dia.',
    category: 'Saúde',
    coverImage: 'vet-visit',
    publishedAt: '2026-02-17T09:00:00Z',
    bodyHtml: `<p>Marcar a primeira consulta no médico veterinário deve ser uma das primeiras tarefas quando um cachorro chega a casa, de preferência logo nos primeiros dias. Esta visita organiza o plano de vacinação, ajuda a detetar problemas cedo e, não menos importante, ensina ao cachorro que a clínica é um sítio simpático.</p>
<h2>O que levar</h2>
<ul>
<li>Os documentos do criador ou da associação: boletim sanitário ou passaporte, desparasitações e dados do microchip.</li>
<li>Uma amostra fresca de fezes, se a clínica a pedir, para pesquisar parasitas intestinais.</li>
<li>O nome da ração que o cachorro come e a quantidade.</li>
<li>Uma lista de perguntas por escrito, para não se esquecer de nada durante a consulta.</li>
<li>Guloseimas pequenas e macias para recompensar a calma.</li>
</ul>
<h2>O que o veterinário vai observar</h2>
<p>O exame vai do focinho à cauda: olhos, ouvidos, boca e dentes, coração e pulmões, pele e pelo, abdómen e articulações, além do umbigo e das virilhas, para despistar hérnias. O cachorro vai ser pesado, e vale a pena apontar o peso em casa para acompanhar o crescimento. Mencione tudo o que tenha notado: tosse, diarreia, comichão ou um cansaço fora do normal.</p>
<h2>Como funciona a vacinação do cachorro</h2>
<p>O leite materno dá ao cachorro alguma proteção, mas ela desaparece ao longo dos primeiros meses e, enquanto dura, pode impedir que a vacina faça efeito. Por isso, o cachorro precisa de uma série de doses e não apenas de uma. Em termos gerais:</p>
<ul>
<li>O plano começa normalmente por volta das <strong>6 a 8 semanas</strong> de idade, com reforços a cada <strong>2 a 4 semanas</strong> até cerca das <strong>16 semanas</strong> ou um pouco mais.</li>
<li>As <strong>vacinas essenciais</strong> protegem contra a esgana, a parvovirose e a hepatite infecciosa canina (adenovírus). Consoante a zona e o estilo de vida, a leptospirose também é muitas vezes recomendada.</li>
<li>Em Portugal, a vacina antirrábica é obrigatória para os cães a partir dos 3 meses, tal como o microchip e o registo no SIAC (Sistema de Informação de Animais de Companhia).</li>
<li>Outras vacinas, como a da tosse do canil, são recomendadas consoante o estilo de vida: creche, hotel canino ou aulas em grupo.</li>
<li>Normalmente faz-se um reforço entre os 6 e os 12 meses; a partir daí, o veterinário indicará o plano para a vida adulta.</li>
</ul>
<p>O veterinário vai adaptar o plano ao seu cachorro e à zona onde vive, por isso as datas podem ser diferentes das de outro cão.</p>
<h2>Parasitas, microchip e tudo o resto</h2>
<p>Pergunte por uma rotina contra lombrigas, pulgas e carraças e se é necessário prevenir a dirofilariose (o «parasita do coração») e a leishmaniose, presentes em várias zonas do país. Confirme que o microchip está registado em seu nome e com os seus contactos atuais. A esterilização, a alimentação e quando o cachorro poderá conviver com outros cães são bons temas para esta consulta ou para a seguinte.</p>
<blockquote>A socialização não pode esperar pela última vacina. Até cerca das 14 semanas, o cachorro aprende com muita facilidade o que é normal e seguro. Pergunte ao veterinário como fazê-lo sem riscos: levá-lo ao colo para conhecer o mundo, apresentá-lo a cães saudáveis e vacinados ou inscrevê-lo em aulas para cachorros bem organizadas.</blockquote>
<h2>Para a consulta correr bem</h2>
<p>Evite uma refeição grande mesmo antes da consulta, para que as guloseimas resultem melhor. Deixe-o cheirar a sala de espera ao seu colo, recompense a calma e, nos dias anteriores, habitue-o em casa a que lhe toquem com suavidade nas patas, nas orelhas e na boca. Uma primeira visita tranquila torna todas as consultas futuras mais fáceis, para o seu cão e para toda a equipa veterinária.</p>`,
  },
  {
    key: 'senior-dog-care',
    slug: 'cuidar-de-um-cao-senior',
    title:
      'Cuidar de um cão sénior: conforto, consultas regulares e as mudanças a que deve estar atento',
    excerpt:
      'Um cão mais velho precisa de um pouco mais de atenção, não de menos diversão. Como detetar cedo os problemas mais comuns da idade e adaptar o dia a dia para que ele se sinta confortável.',
    category: 'Animais séniores',
    coverImage: 'senior-dog',
    publishedAt: '2026-04-22T08:00:00Z',
    bodyHtml: `<p>Os cães envelhecem mais depressa do que nós, e os grandes mais depressa do que os pequenos. Como referência, uma raça gigante pode ser considerada sénior aos seis ou sete anos, um cão de porte médio por volta dos oito e um de porte pequeno a partir dos dez. Não há um aniversário em que tudo muda, mas esta fase tem necessidades próprias e, com um pouco de planeamento, muitos cães vivem-na com grande conforto.</p>
<h2>Consultas duas vezes por ano</h2>
<p>Muitos médicos veterinários recomendam uma consulta a cada seis meses a partir desta idade. A doença renal, a diabetes, os problemas da tiroide, as doenças cardíacas e a doença periodontal avançam aos poucos, e as análises regulares ao sangue e à urina podem detetá-las antes de surgirem sinais evidentes. Tratar cedo significa, muitas vezes, uma vida mais longa e mais confortável.</p>
<h2>Mudanças que vale a pena referir ao veterinário</h2>
<ul>
<li>Beber ou urinar mais do que o habitual, ou «acidentes» dentro de casa</li>
<li>Perda ou aumento de peso, ou alterações do apetite</li>
<li>Rigidez ao levantar-se, ou relutância em subir escadas ou entrar no carro</li>
<li>Nódulos novos, ou nódulos que crescem ou mudam de consistência</li>
<li>Mau hálito, deixar cair a comida ou mastigar só de um lado</li>
<li>Tosse, cansaço fácil ou respiração acelerada em repouso</li>
<li>Desorientação, andar de um lado para o outro à noite, ficar a olhar para a parede ou preso nos cantos</li>
</ul>
<p>Nada disto é «da idade» até um veterinário ter observado o animal. Muitos destes problemas podem ser tratados ou controlados, e a maioria responde melhor quanto mais cedo for detetada.</p>
<h2>Articulações mais confortáveis</h2>
<p>A artrose (osteoartrite) é muito frequente nos cães idosos e fácil de subestimar, porque eles disfarçam bem a dor. Passeios mais curtos e frequentes costumam ser melhores do que uma única saída longa. Manter o cão no peso ideal alivia as articulações, e mesmo uma perda de peso moderada nota-se. Tapetes no chão escorregadio, uma rampa para o carro e uma cama espessa e firme ajudam muito.</p>
<blockquote>Nunca dê ao seu cão analgésicos para pessoas. Medicamentos comuns como o ibuprofeno e o paracetamol podem causar intoxicações graves nos cães. O médico veterinário pode receitar um analgésico seguro para ele.</blockquote>
<h2>Alimentação, mente e rotina</h2>
<p>Os cães mais velhos costumam precisar de menos calorias, mas continuam a precisar de proteína de boa qualidade. Fale com o veterinário antes de mudar para uma ração sénior, sobretudo se o seu cão tiver problemas renais, cardíacos ou de peso. Mantenha também a mente ativa: passeios para farejar, brinquedos dispensadores de comida e sessões curtas de treino fazem bem a um cérebro que envelhece. As rotinas previsíveis ajudam, tal como um canto sossegado para descansar longe do movimento da casa.</p>
<p>Os invernos húmidos do Norte e do litoral podem agravar a rigidez: uma cama quente, longe das correntes de ar, e um casaco impermeável para os passeios à chuva fazem diferença.</p>
<p>Por fim, esteja atento à qualidade de vida. Um diário simples dos dias bons e maus, com o apetite, a mobilidade e a vontade de brincar, ajuda-o a tomar decisões em conjunto com o veterinário quando chegar a altura. O relatório de saúde da PetCare reúne essas notas num só sítio, prontas a partilhar na próxima consulta.</p>`,
  },
  {
    key: 'cat-dental-health',
    slug: 'saude-oral-do-gato-e-escovagem',
    title: 'Saúde oral do gato: porque é importante e como escovar os dentes ao seu gato',
    excerpt:
      'A doença dentária é um dos problemas de saúde mais comuns nos gatos adultos, e eles disfarçam muito bem a dor. Os sinais de alerta e como criar uma rotina de escovagem que o seu gato aceite.',
    category: 'Saúde oral',
    coverImage: 'dental',
    publishedAt: '2026-11-10T09:00:00Z',
    bodyHtml: `<p>A doença dentária está entre os problemas que os médicos veterinários encontram com mais frequência em gatos adultos, e uma grande parte dos gatos com mais de três anos já a tem em algum grau. Ainda assim, passa muitas vezes despercebida, porque os gatos são especialistas a esconder a dor: um gato com a boca dorida continua normalmente a comer, só que com mais cuidado.</p>
<h2>Os problemas mais comuns</h2>
<ul>
<li><strong>Gengivite e doença periodontal:</strong> a placa bacteriana acumula-se junto à gengiva, endurece e forma tártaro, e a inflamação pode acabar por soltar os dentes.</li>
<li><strong>Reabsorção dentária:</strong> um processo doloroso em que o dente vai sendo destruído por dentro. A causa ainda não é totalmente conhecida e normalmente são precisas radiografias dentárias para o avaliar.</li>
<li><strong>Dentes partidos</strong>, sobretudo os caninos, que podem deixar a polpa sensível exposta.</li>
</ul>
<h2>Sinais a que deve estar atento</h2>
<ul>
<li>Mau hálito</li>
<li>Gengivas vermelhas ou inchadas, ou tártaro acastanhado nos dentes</li>
<li>Baba, por vezes com um pouco de sangue</li>
<li>Deixar cair a comida, mastigar só de um lado ou passar a preferir comida húmida</li>
<li>Levar a pata à boca, ou pelo descuidado porque se lambe menos</li>
<li>Perda de peso ou de apetite</li>
</ul>
<p>Se notar algum destes sinais, marque uma consulta: só o médico veterinário pode examinar bem a boca e decidir se é necessário tratamento. Muitas clínicas aproveitam a consulta anual para observar também os dentes, por isso não hesite em pedir.</p>
<h2>Escovagem: a melhor opção</h2>
<p>Escovar todos os dias é a forma mais eficaz de travar a placa, e muitos gatos, sobretudo os habituados desde pequenos, acabam por aceitar. Use uma escova macia própria para gatos, ou uma dedeira, e uma pasta de dentes para animais. Nunca use pasta de dentes humana: não foi feita para ser engolida e pode conter ingredientes prejudiciais para os animais.</p>
<ul>
<li><strong>Primeira semana:</strong> deixe o gato lamber um pouco de pasta para animais do seu dedo, como se fosse uma guloseima.</li>
<li><strong>Segunda semana:</strong> levante-lhe o lábio com suavidade e passe o dedo pela face externa dos dentes e das gengivas.</li>
<li><strong>Terceira semana:</strong> introduza a escova, poucos dentes de cada vez, insistindo nos dentes de trás e na linha da gengiva.</li>
<li>Sessões curtas e calmas: pare antes que ele se irrite e termine sempre com festas ou brincadeira.</li>
</ul>
${videoFigure(
  CAT_TOOTH_BRUSHING_VIDEO_ID,
  'Um médico veterinário mostra como escovar os dentes a um gato',
  'Vídeo em inglês: um médico veterinário mostra, passo a passo, como habituar um gato à escovagem dos dentes.',
)}
<h2>Quando não é possível escovar</h2>
<p>Alguns gatos nunca vão aceitar a escova, e não faz mal. Há rações e snacks dentários com o selo do VOHC (Veterinary Oral Health Council) que comprovadamente reduzem a placa ou o tártaro, e o veterinário pode sugerir outras opções. Ajudam, mas não substituem as consultas regulares.</p>
<blockquote>A destartarização profissional é feita sob anestesia geral. Só assim o médico veterinário consegue limpar abaixo da gengiva, fazer radiografias dentárias e tratar com segurança os dentes que doem. As limpezas «sem anestesia» apenas polem a superfície visível e podem esconder a doença que está por baixo.</blockquote>
<p>Com uma observação da boca por ano e um pouco de cuidado diário, pode poupar o seu gato a muito desconforto silencioso.</p>`,
  },
]);
