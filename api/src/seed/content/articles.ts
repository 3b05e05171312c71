import type { SeedArticle } from './types';

const blogArticles: SeedArticle[] = [
  {
    slug: 'recognising-everyday-anxiety',
    kind: 'blog',
    title: { ar: 'كيف تتعرّف على القلق في حياتك اليومية؟', en: 'Recognising anxiety in everyday life' },
    summary: {
      ar: 'القلق شعور طبيعي يحمينا، لكنه قد يتحول إلى عبء حين يرافقنا طوال الوقت. إليك علامات تساعدك على التمييز بين الحالتين.',
      en: 'Anxiety is a normal feeling that keeps us safe, but it can become a burden when it never switches off. Here are signs that help you tell the difference.',
    },
    body: {
      ar: [
        'يشعر كل إنسان بالقلق قبل مقابلة عمل أو اختبار مهم، وهذا القلق يساعدنا على الاستعداد والتركيز. المشكلة تبدأ حين يصبح القلق حاضرًا في أغلب الأيام، دون سبب واضح، ويصعب إيقافه.',
        'من العلامات الشائعة: صعوبة الاسترخاء، وتوقّع الأسوأ باستمرار، والشدّ في الرقبة والكتفين، واضطراب النوم، وسرعة الانفعال. وقد يظهر القلق في الجسد على شكل خفقان أو اضطراب في المعدة قبل أن ننتبه إليه في أفكارنا.',
        'جرّب أن تدوّن لمدة أسبوع المواقف التي يرتفع فيها قلقك، وما الذي فكرت فيه حينها. هذا التمرين البسيط يكشف أنماطًا متكررة، ويمنحك بداية جيدة للحديث مع مختص.',
        'إذا لاحظت أن القلق يؤثر في عملك أو علاقاتك أو نومك لأكثر من بضعة أسابيع، فطلب المساعدة خطوة حكيمة وليس علامة ضعف. العلاج المعرفي السلوكي من أكثر الأساليب فاعلية في التعامل مع القلق، ويمكن بدؤه من المنزل عبر جلسة مدتها ثلاثون دقيقة.',
      ],
      en: [
        'Everyone feels anxious before a job interview or an important exam, and that kind of worry helps us prepare and focus. The trouble starts when anxiety is there most days, without a clear reason, and is hard to turn down.',
        'Common signs include finding it hard to relax, always expecting the worst, tight neck and shoulders, poor sleep and a short temper. Anxiety often shows up in the body first, as a racing heart or an unsettled stomach, before we notice it in our thoughts.',
        'Try keeping a simple note for one week of the moments your anxiety rises and what was going through your mind. Patterns tend to appear quickly, and they give you a useful starting point for a conversation with a professional.',
        'If anxiety has been affecting your work, relationships or sleep for more than a few weeks, asking for help is a sensible step, not a sign of weakness. Cognitive behavioural therapy is one of the most effective approaches for anxiety, and you can begin it from home in a 30-minute session.',
      ],
    },
    tags: ['anxiety', 'tips'],
    publishedOn: '2023-01-18',
  },
  {
    slug: 'five-habits-for-better-sleep',
    kind: 'blog',
    title: { ar: 'خمس عادات بسيطة لنوم أفضل', en: 'Five simple habits for better sleep' },
    summary: {
      ar: 'النوم الجيد لا يحتاج إلى حلول معقدة في أغلب الأحيان. هذه خمس عادات صغيرة يمكنك البدء بها الليلة.',
      en: 'Good sleep rarely needs complicated fixes. These are five small habits you can start tonight.',
    },
    body: {
      ar: [
        'أولًا، ثبّت موعد الاستيقاظ كل يوم، حتى في عطلة نهاية الأسبوع. الجسم يحب الانتظام، والاستيقاظ في وقت ثابت يساعد على الشعور بالنعاس في وقت مناسب مساءً.',
        'ثانيًا، قلّل الكافيين بعد العصر، وانتبه إلى أن الشاي والقهوة العربية ومشروبات الطاقة كلها تحتوي عليه. ثالثًا، اجعل غرفة النوم مظلمة وهادئة ومعتدلة الحرارة، واستخدمها للنوم فقط قدر الإمكان.',
        'رابعًا، ابتعد عن الشاشات قبل النوم بنصف ساعة على الأقل، واستبدلها بالقراءة أو الاستماع إلى شيء هادئ. وخامسًا، إذا لم تنم خلال عشرين دقيقة تقريبًا، فانهض واجلس في مكان آخر بإضاءة خافتة حتى تشعر بالنعاس، ثم عد إلى السرير.',
        'إذا استمرت صعوبة النوم لأكثر من ثلاثة أشهر، أو كنت تستيقظ متعبًا مهما نمت، فتحدّث مع طبيب أو أخصائي. العلاج المعرفي السلوكي للأرق فعّال جدًا، وغالبًا ما يغني عن الاعتماد الطويل على المنومات.',
      ],
      en: [
        'First, get up at the same time every day, weekends included. The body loves routine, and a fixed wake-up time makes it easier to feel sleepy at the right hour in the evening.',
        'Second, cut back on caffeine after mid-afternoon, remembering that tea, Arabic coffee and energy drinks all contain it. Third, keep the bedroom dark, quiet and comfortably cool, and use it for sleep as much as you can.',
        'Fourth, put screens away at least half an hour before bed and read or listen to something calm instead. Fifth, if you have not fallen asleep after about twenty minutes, get up and sit somewhere dimly lit until you feel drowsy, then go back to bed.',
        'If poor sleep has lasted more than three months, or you wake up tired however long you sleep, talk to a doctor or psychologist. Cognitive behavioural therapy for insomnia works very well and often means you do not need to rely on sleeping pills for long.',
      ],
    },
    tags: ['sleep', 'tips'],
    publishedOn: '2023-03-07',
  },
  {
    slug: 'talking-to-children-about-feelings',
    kind: 'blog',
    title: { ar: 'كيف نتحدث مع أطفالنا عن مشاعرهم؟', en: 'How to talk with children about their feelings' },
    summary: {
      ar: 'الأطفال يشعرون بكل شيء، لكنهم لا يملكون دائمًا الكلمات المناسبة. دور الوالدين أن يساعدوهم على تسمية ما يشعرون به.',
      en: 'Children feel everything, but they do not always have the words for it. Parents can help them name what they feel.',
    },
    body: {
      ar: [
        'حين يغضب الطفل أو يبكي، نميل إلى إيقاف السلوك بسرعة. لكن الطفل يحتاج أولًا إلى من يفهم ما وراء السلوك، وجملة بسيطة مثل: «يبدو أنك حزين لأن اللعبة انكسرت» تفتح له باب التعبير.',
        'ساعد طفلك على بناء مفردات للمشاعر: فرح، غضب، خوف، غيرة، خيبة. يمكن استخدام القصص والرسوم لتسهيل ذلك، وسؤاله عن شعور الشخصية في القصة قبل أن نسأله عن شعوره هو.',
        'تقبّل المشاعر لا يعني قبول كل سلوك. يمكنك أن تقول: «من حقك أن تغضب، لكن لا يصح أن تضرب أخاك»، ثم تقترح عليه طريقة أخرى للتعبير عن غضبه.',
        'وأخيرًا، الأطفال يتعلمون من طريقة تعاملنا مع مشاعرنا نحن. حين يرانا الطفل نقول «أنا متوتر اليوم وسأتنفس بهدوء قليلًا»، يتعلّم أن المشاعر يمكن التعامل معها دون خوف.',
      ],
      en: [
        'When a child is angry or in tears, our first instinct is usually to stop the behaviour quickly. But children first need someone to understand what lies behind it, and a simple sentence such as “You seem sad because your toy broke” gives them room to express themselves.',
        'Help your child build a vocabulary of feelings: happy, angry, scared, jealous, disappointed. Stories and pictures make this easier, and it often helps to ask how a character in the story feels before asking how your child feels.',
        'Accepting feelings does not mean accepting every behaviour. You can say, “It is fine to feel angry, but it is not fine to hit your brother,” and then suggest another way to let the anger out.',
        'Finally, children learn from how we handle our own emotions. When they hear us say, “I am feeling tense today, so I am going to take a few slow breaths,” they learn that feelings can be managed without fear.',
      ],
    },
    tags: ['children', 'parenting'],
    publishedOn: '2023-04-25',
  },
  {
    slug: 'burnout-or-just-tired',
    kind: 'blog',
    title: { ar: 'احتراق وظيفي أم مجرد تعب؟', en: 'Burnout or just tired?' },
    summary: {
      ar: 'التعب يزول بالراحة، أما الاحتراق الوظيفي فيبقى حتى بعد الإجازة. تعرّف على الفرق وعلى أولى خطوات التعافي.',
      en: 'Tiredness fades with rest, while burnout lingers even after a holiday. Learn the difference and the first steps towards recovery.',
    },
    body: {
      ar: [
        'يصف الاحتراق الوظيفي حالة من الإنهاك تنتج عن ضغط عمل مزمن لم تتم إدارته. ومن أبرز ملامحه: الإرهاق المستمر، والشعور بالبعد عن العمل أو السخرية منه، وتراجع الإحساس بالإنجاز.',
        'الفرق الأهم بينه وبين التعب العادي أن الراحة القصيرة لا تكفي. قد تعود من إجازة أسبوع وتجد أن الثقل نفسه ينتظرك صباح أول يوم عمل.',
        'ابدأ بملاحظة ما يستنزفك تحديدًا: هل هو حجم المهام، أم غياب الوضوح، أم العلاقات في الفريق، أم صعوبة الفصل بين العمل والبيت؟ تحديد المصدر يجعل الحل أكثر واقعية.',
        'تحدّث مع مديرك عن الأولويات إن أمكن، واحمِ وقت النوم والحركة والعلاقات التي تمنحك طاقة. وإذا شعرت أن الأمر يتجاوز قدرتك، فجلسة مع أخصائي نفسي قد تساعدك على رسم خطة تعافٍ تناسب ظروفك.',
      ],
      en: [
        'Burnout describes a state of exhaustion that comes from chronic workplace stress that has not been managed. Its main features are constant fatigue, feeling distant or cynical about work, and a shrinking sense of achievement.',
        'The key difference from ordinary tiredness is that a short rest does not fix it. You can come back from a week off and find the same heaviness waiting for you on the first morning.',
        'Start by noticing what drains you most: the amount of work, unclear expectations, relationships in the team, or the difficulty of leaving work at work. Knowing the source makes the solution far more realistic.',
        'If you can, talk to your manager about priorities, and protect time for sleep, movement and the people who give you energy. If it feels bigger than you can handle alone, a session with a psychologist can help you build a recovery plan that fits your situation.',
      ],
    },
    tags: ['work-stress', 'self-care'],
    publishedOn: '2023-06-13',
  },
  {
    slug: 'when-sadness-becomes-depression',
    kind: 'blog',
    title: { ar: 'متى يصبح الحزن اكتئابًا؟', en: 'When does sadness become depression?' },
    summary: {
      ar: 'الحزن جزء طبيعي من الحياة، أما الاكتئاب فحالة صحية تستحق الاهتمام والعلاج. نوضح هنا أبرز الفروق بينهما.',
      en: 'Sadness is a natural part of life; depression is a health condition that deserves attention and treatment. Here are the main differences.',
    },
    body: {
      ar: [
        'نحزن حين نفقد شيئًا أو شخصًا عزيزًا، أو حين لا تسير الأمور كما نريد، وغالبًا ما يخفّ الحزن مع الوقت ومع دعم من حولنا. أما الاكتئاب فيستمر أسابيع، ويمتد أثره إلى معظم جوانب الحياة.',
        'من علامات الاكتئاب: فقدان الاهتمام بأشياء كنا نستمتع بها، وتغيّر واضح في النوم أو الشهية، والتعب المستمر، وصعوبة التركيز، والشعور بالذنب أو انعدام القيمة. إذا استمرت هذه العلامات أكثر من أسبوعين، فمن المهم استشارة مختص.',
        'الاكتئاب ليس ضعفًا في الإيمان أو الشخصية، بل حالة صحية لها أسباب نفسية وبيولوجية واجتماعية، ولها علاجات فعّالة. قد يشمل العلاج جلسات نفسية، وقد يرى الطبيب النفسي حاجة إلى دواء في بعض الحالات.',
        'وإذا راودتك أفكار بإيذاء نفسك، فلا تنتظر موعدًا مجدولًا: اتصل فورًا بالرقم 911 أو توجّه إلى أقرب قسم طوارئ. خدماتنا مصممة للاستشارات وليست بديلًا عن خدمات الطوارئ.',
      ],
      en: [
        'We feel sad when we lose something or someone dear, or when life does not go our way, and that sadness usually eases with time and the support of people around us. Depression is different: it lasts for weeks and reaches into most areas of life.',
        'Signs of depression include losing interest in things you used to enjoy, clear changes in sleep or appetite, constant tiredness, difficulty concentrating, and feelings of guilt or worthlessness. If these last for more than two weeks, it is important to speak to a professional.',
        'Depression is not a weakness of faith or character. It is a health condition with psychological, biological and social causes, and it responds well to treatment, which may include talking therapy and, in some cases, medication prescribed by a psychiatrist.',
        'If you have thoughts of harming yourself, do not wait for a scheduled appointment: call 911 straight away or go to the nearest emergency department. Our service is designed for consultations and is not a substitute for emergency care.',
      ],
    },
    tags: ['depression', 'awareness'],
    publishedOn: '2023-08-02',
  },
  {
    slug: 'preparing-children-for-a-new-school-year',
    kind: 'blog',
    title: { ar: 'تهيئة الأطفال لعام دراسي جديد', en: 'Getting children ready for a new school year' },
    summary: {
      ar: 'العودة إلى المدرسة تحمل الحماس والقلق معًا. بعض الخطوات البسيطة قبل أسبوعين من بدء الدراسة تصنع فرقًا كبيرًا.',
      en: 'Going back to school brings excitement and worry together. A few simple steps in the two weeks before term starts make a real difference.',
    },
    body: {
      ar: [
        'ابدأ بتعديل مواعيد النوم تدريجيًا قبل بداية الدراسة بأسبوعين تقريبًا، بتقديم موعد النوم ربع ساعة كل يومين. هذا أسهل على الطفل من التغيير المفاجئ في الليلة الأخيرة.',
        'تحدّث مع طفلك عمّا يتطلع إليه وعمّا يقلقه. بعض الأطفال يخافون من معلم جديد أو من فقدان أصدقائهم، والاستماع إلى هذه المخاوف دون التقليل منها يطمئنهم كثيرًا.',
        'أشرك طفلك في تجهيز أدواته وترتيب مكان المذاكرة، فالإحساس بالمشاركة يمنحه شعورًا بالسيطرة. وإن كانت المدرسة جديدة، فزيارة قصيرة لمبناها قبل البداية تخفف رهبة اليوم الأول.',
        'إذا استمر رفض الذهاب إلى المدرسة أو ظهرت أعراض جسدية متكررة صباحًا بعد الأسابيع الأولى، فقد يكون ذلك علامة على قلق يحتاج إلى دعم متخصص. يمكن للأخصائي النفسي أو الاجتماعي مساعدتك في فهم السبب ووضع خطة مع المدرسة.',
      ],
      en: [
        'Start shifting bedtimes about two weeks before school begins, bringing them forward by fifteen minutes every couple of days. This is far easier on a child than a sudden change the night before.',
        'Ask your child what they are looking forward to and what worries them. Some children fear a new teacher or losing their friends, and listening to those worries without brushing them aside is very reassuring.',
        'Let your child help prepare their supplies and set up a place to study, since being involved gives them a sense of control. If the school is new, a short visit to the building beforehand takes some of the fear out of the first day.',
        'If your child keeps refusing to go, or has frequent tummy aches and headaches in the mornings after the first few weeks, it may be anxiety that needs some support. A psychologist or social worker can help you understand the cause and make a plan with the school.',
      ],
    },
    tags: ['children', 'parenting'],
    publishedOn: '2023-08-22',
  },
  {
    slug: 'calm-conversations-between-spouses',
    kind: 'blog',
    title: {
      ar: 'حوار هادئ بين الزوجين: مهارة يمكن تعلّمها',
      en: 'Calm conversations between spouses: a skill you can learn',
    },
    summary: {
      ar: 'الخلاف بين الزوجين أمر طبيعي، لكن طريقة إدارته هي ما يصنع الفرق. إليكما مبادئ تساعد على حوار أكثر هدوءًا.',
      en: 'Disagreements are normal in any marriage; how they are handled is what matters. These principles help keep conversations calmer.',
    },
    body: {
      ar: [
        'اختر الوقت المناسب للحديث عن الأمور المهمة، فالنقاش في لحظة تعب أو أمام الأبناء غالبًا ما ينتهي بتوتر أكبر. يمكن الاتفاق مسبقًا على وقت هادئ في الأسبوع لمناقشة ما يشغلكما.',
        'تحدّث عن مشاعرك بدل توجيه الاتهام. عبارة «أشعر بالوحدة حين نقضي المساء كلٌّ على هاتفه» تصل أفضل بكثير من «أنت لا تهتم بي أبدًا».',
        'استمع لتفهم لا لترد. أعد صياغة ما قاله شريكك بكلماتك قبل أن تعرض وجهة نظرك، وستلاحظ أن كثيرًا من الخلافات سببها سوء الفهم لا اختلاف الرأي.',
        'وإذا تحولت الخلافات إلى نمط متكرر يصعب كسره، فجلسات الإرشاد الزواجي تمنحكما مساحة آمنة مع طرف محايد. يمكن حضورها معًا أو بشكل منفصل، عبر الصوت أو الفيديو أو المحادثة الكتابية.',
      ],
      en: [
        'Pick the right moment for important topics; a discussion that starts when you are both exhausted, or in front of the children, usually ends in more tension. Some couples agree on a quiet time each week to talk about whatever is on their minds.',
        'Speak about your feelings rather than making accusations. “I feel lonely when we spend the evening on our phones” lands far better than “You never care about me.”',
        'Listen to understand, not to reply. Put what your partner said into your own words before giving your view, and you will find that many arguments come from misunderstanding rather than real disagreement.',
        'If arguments have become a pattern that is hard to break, marital counselling offers a safe space with a neutral person. Sessions can be attended together or separately, by voice, video or written chat.',
      ],
    },
    tags: ['relationships', 'family'],
    publishedOn: '2023-09-19',
  },
  {
    slug: 'your-first-online-session',
    kind: 'blog',
    title: { ar: 'جلستك الأولى عن بُعد: ماذا تتوقع؟', en: 'Your first online session: what to expect' },
    summary: {
      ar: 'الخطوة الأولى هي الأصعب غالبًا. نشرح هنا كيف تسير الجلسة الأولى وكيف تستعد لها.',
      en: 'The first step is often the hardest. Here is how a first session usually goes and how to prepare for it.',
    },
    body: {
      ar: [
        'تستغرق الجلسة ثلاثين دقيقة، ويخصص المختص جزءًا كبيرًا منها للتعرف عليك وعلى سبب تواصلك. لا يُطلب منك أن تحكي كل شيء دفعة واحدة، فالحديث يتدرج حسب راحتك.',
        'اختر مكانًا هادئًا تشعر فيه بالخصوصية، وتأكد من اتصال الإنترنت وشحن جهازك. إن كنت تفضل الكتابة على الحديث، فالمحادثة الكتابية خيار متاح ومناسب تمامًا.',
        'قد يفيدك أن تكتب قبل الجلسة بعض النقاط: ما الذي يزعجك؟ منذ متى؟ ما الذي جربته؟ وما الذي تأمل أن يتغير؟ هذه الأسئلة تساعد المختص على فهمك بسرعة.',
        'في نهاية الجلسة يقترح المختص الخطوات التالية، سواء كانت جلسات متابعة أو تمارين بسيطة أو إحالة إلى مختص آخر. وتذكّر أن من حقك أن تسأل عن أي شيء، وأن تختار مختصًا آخر إن لم تشعر بالارتياح.',
      ],
      en: [
        'A session lasts 30 minutes, and much of the first one is spent getting to know you and why you reached out. Nobody expects you to tell everything at once; you can open up at your own pace.',
        'Find a quiet spot where you feel you have privacy, and check your internet connection and battery beforehand. If you would rather write than talk, written chat is a perfectly good option.',
        'It can help to jot down a few notes before the session: what is bothering you, for how long, what you have already tried, and what you hope will change. These give the practitioner a quick picture of your situation.',
        'At the end, the practitioner will suggest next steps, such as follow-up sessions, a few simple exercises or a referral to someone else. Remember that you can ask about anything, and you are free to choose a different practitioner if the fit does not feel right.',
      ],
    },
    tags: ['self-care', 'tips'],
    publishedOn: '2023-11-08',
  },
  {
    slug: 'screen-time-and-family-life',
    kind: 'blog',
    title: { ar: 'الشاشات في البيت: كيف نصل إلى توازن؟', en: 'Screens at home: finding a balance' },
    summary: {
      ar: 'المنع الكامل صعب وغير واقعي، والإفراط يضر بالعلاقات والنوم. إليكم طرقًا عملية لاتفاق أسري حول الأجهزة.',
      en: 'A total ban is hard and unrealistic, while overuse harms sleep and relationships. Here are practical ways to agree on devices as a family.',
    },
    body: {
      ar: [
        'الأجهزة الذكية جزء من حياتنا جميعًا، والهدف ليس إلغاءها بل تنظيمها. ابدأوا بملاحظة الوقت الفعلي الذي يقضيه كل فرد أمام الشاشة، بمن فيهم الوالدان.',
        'اتفقوا على أوقات وأماكن خالية من الأجهزة، مثل وجبة العشاء وغرف النوم بعد وقت محدد. هذه المساحات الصغيرة تعيد الحوار إلى البيت.',
        'أشركوا الأبناء في صياغة القواعد، واشرحوا لهم السبب وراء كل قاعدة. الأطفال والمراهقون يلتزمون أكثر بما شاركوا في وضعه.',
        'وقدّموا بدائل ممتعة: نزهة قصيرة، أو لعبة جماعية، أو نشاط مشترك في المطبخ. وإذا تحوّل استخدام الأجهزة إلى مصدر دائم للصراع، فالأخصائي الاجتماعي يمكن أن يساعد الأسرة على الوصول إلى اتفاق يناسبها.',
      ],
      en: [
        'Devices are part of everyone’s life now, so the aim is not to remove them but to manage them. Start by noticing how much time each person really spends on screens, parents included.',
        'Agree on device-free times and places, such as dinner and bedrooms after a set hour. These small spaces bring conversation back into the home.',
        'Involve children in writing the rules and explain the reason behind each one. Children and teenagers stick far more closely to rules they helped make.',
        'Offer enjoyable alternatives too: a short walk, a board game or cooking something together. If screens have become a constant source of conflict, a social worker can help the family reach an agreement that works for everyone.',
      ],
    },
    tags: ['family', 'children'],
    publishedOn: '2024-01-16',
  },
  {
    slug: 'sleep-routine-in-ramadan',
    kind: 'blog',
    title: { ar: 'نومك في رمضان: كيف تحافظ على طاقتك؟', en: 'Sleep in Ramadan: keeping your energy up' },
    summary: {
      ar: 'يتغير إيقاع اليوم في رمضان، ومعه مواعيد النوم. بعض التخطيط يساعدك على الاستمتاع بالشهر دون إرهاق.',
      en: 'The rhythm of the day changes in Ramadan, and sleep changes with it. A little planning helps you enjoy the month without exhaustion.',
    },
    body: {
      ar: [
        'يميل كثيرون في رمضان إلى السهر الطويل ثم النوم المتقطع، مما يسبب تعبًا وتقلبًا في المزاج خلال النهار. المفتاح هو الحفاظ على مجموع ساعات نوم كافٍ حتى لو توزّع على فترتين.',
        'حاول أن يكون لك نوم ليلي أساسي بعد صلاة التراويح أو بعد السحور، وقيلولة قصيرة لا تتجاوز نصف ساعة في النهار. القيلولة الطويلة قد تصعّب النوم ليلًا.',
        'خفّف المنبهات في وجبة السحور، واحرص على شرب الماء بين الإفطار والسحور. الوجبات الثقيلة قبل النوم مباشرة تجعل النوم أقل راحة.',
        'وإن لاحظت أن اضطراب النوم يؤثر في مزاجك وعملك بشكل كبير، فيمكنك حجز جلسة في وقت يناسبك، فالاستشارات متاحة على مدار الساعة.',
      ],
      en: [
        'Many people stay up very late in Ramadan and then sleep in broken stretches, which leaves them tired and irritable during the day. The key is to protect the total amount of sleep, even if it is split into two parts.',
        'Aim for a main block of sleep after Taraweeh prayers or after suhoor, plus a short nap of no more than half an hour during the day. Long naps can make it harder to sleep at night.',
        'Go easy on caffeine at suhoor, and drink water steadily between iftar and suhoor. Heavy meals just before sleeping make rest less refreshing.',
        'If disrupted sleep is taking a real toll on your mood and work, you can book a session at a time that suits you, because consultations are available around the clock.',
      ],
    },
    tags: ['sleep', 'tips'],
    publishedOn: '2024-03-05',
  },
  {
    slug: 'living-with-grief',
    kind: 'blog',
    title: { ar: 'العيش مع الحزن بعد فقد عزيز', en: 'Living with grief after losing someone dear' },
    summary: {
      ar: 'لا توجد طريقة صحيحة واحدة للحزن. نتحدث هنا عن مراحل الفقد وعن متى يكون طلب الدعم مفيدًا.',
      en: 'There is no single right way to grieve. We look at how loss unfolds and when extra support can help.',
    },
    body: {
      ar: [
        'الحزن استجابة طبيعية للفقد، وقد يظهر في صورة بكاء أو صمت أو غضب أو حتى خدر في المشاعر. كل هذه الاستجابات مفهومة، ولا تعني أن هناك خطأ فيك.',
        'يمر الحزن غالبًا على شكل موجات: أيام أخف وأخرى أثقل، خاصة في المناسبات والأعياد. تقبّل هذه الموجات بدل مقاومتها يجعل عبورها أسهل.',
        'اعتنِ بجسدك قدر استطاعتك: نوم منتظم، ووجبات بسيطة، ومشي قصير. واسمح لمن حولك بمساندتك، حتى لو كان ذلك بالجلوس معك دون كلام.',
        'إذا مرت أشهر طويلة وما زال الحزن يمنعك من أداء مهامك اليومية، أو شعرت أنك عالق في مكانك، فالحديث مع أخصائي نفسي أو اجتماعي قد يساعدك على حمل الفقد بطريقة أخف.',
      ],
      en: [
        'Grief is a natural response to loss. It can look like tears, silence, anger or even numbness, and all of these are understandable; none of them means something is wrong with you.',
        'Grief usually comes in waves, with lighter days and heavier ones, especially around occasions and Eid. Letting the waves come rather than fighting them often makes them easier to pass through.',
        'Look after your body as best you can: regular sleep, simple meals and short walks. Let people around you support you, even if that only means sitting with you in silence.',
        'If many months have passed and grief still stops you from managing daily life, or you feel stuck, talking with a psychologist or social worker can help you carry the loss in a lighter way.',
      ],
    },
    tags: ['grief', 'self-care'],
    publishedOn: '2024-04-23',
  },
  {
    slug: 'setting-boundaries-at-work',
    kind: 'blog',
    title: { ar: 'وضع الحدود في العمل دون الشعور بالذنب', en: 'Setting boundaries at work without guilt' },
    summary: {
      ar: 'الرد على الرسائل في منتصف الليل ليس دليلًا على الإخلاص. الحدود الواضحة تحميك وتحسّن أداءك.',
      en: 'Answering messages at midnight is not proof of commitment. Clear boundaries protect you and improve your work.',
    },
    body: {
      ar: [
        'يخشى كثير من الموظفين أن يُفهم وضع الحدود على أنه تقصير. لكن العمل المستمر دون فواصل يضعف التركيز ويزيد الأخطاء، وينتهي غالبًا بالإرهاق.',
        'ابدأ بحد واحد واضح، مثل عدم فتح بريد العمل بعد ساعة معينة، وأبلغ فريقك به بلطف. أغلب الزملاء يحترمون الحدود حين تُعرض بوضوح وثبات.',
        'تعلّم أن تقول «نعم، ولكن»: «يمكنني إنجاز هذه المهمة، لكنها ستؤخر التقرير الآخر، فأيهما الأولوية؟». هذه الصيغة تضع المسؤولية المشتركة على الطاولة دون رفض مباشر.',
        'إذا كان الشعور بالذنب يرافقك كلما أخذت استراحة، فقد يكون من المفيد استكشاف جذوره مع مختص. الراحة جزء من العمل الجيد، لا مكافأة تُمنح بعده.',
      ],
      en: [
        'Many employees worry that setting boundaries will look like slacking. Yet working without breaks dulls concentration, increases mistakes and usually ends in exhaustion.',
        'Start with one clear boundary, such as not opening work email after a certain hour, and let your team know politely. Most colleagues respect limits that are stated clearly and held consistently.',
        'Practise saying “yes, and”: “I can take this on, and it will push back the other report, so which comes first?” It puts the shared decision on the table without a flat refusal.',
        'If guilt follows you every time you take a break, it may be worth exploring where it comes from with a professional. Rest is part of good work, not a reward you earn afterwards.',
      ],
    },
    tags: ['work-stress', 'self-care'],
    publishedOn: '2024-05-28',
  },
  {
    slug: 'supporting-a-friend-with-depression',
    kind: 'blog',
    title: { ar: 'كيف تساند صديقًا يمر بالاكتئاب؟', en: 'How to support a friend with depression' },
    summary: {
      ar: 'قد لا تعرف ماذا تقول، وهذا طبيعي. حضورك الصادق أهم من الكلمات المثالية.',
      en: 'You may not know what to say, and that is fine. Being genuinely present matters more than perfect words.',
    },
    body: {
      ar: [
        'حين يمر صديق بالاكتئاب قد ينسحب من اللقاءات ويتأخر في الرد على الرسائل. لا تأخذ ذلك على محمل شخصي، واستمر في التواصل برسائل قصيرة لا تطلب منه الكثير.',
        'استمع أكثر مما تنصح. عبارات مثل «تفاءل» أو «غيرك يعاني أكثر» قد تزيد شعوره بالعزلة، بينما «أنا هنا، وأريد أن أفهم ما تمر به» تفتح باب الحديث.',
        'شجّعه بلطف على طلب المساعدة المتخصصة، ويمكنك أن تعرض عليه المساعدة في اختيار مختص أو حجز موعد. الخطوات العملية الصغيرة تخفف عنه الكثير.',
        'وإذا ذكر صديقك أفكارًا عن إيذاء نفسه، فخذ كلامه بجدية وابقَ معه، واتصل بالرقم 911 أو رافقه إلى الطوارئ. ولا تنسَ أن تعتني بنفسك أيضًا، فمساندة الآخرين مرهقة.',
      ],
      en: [
        'A friend with depression may pull back from plans and take a long time to answer messages. Try not to take it personally, and keep in touch with short messages that do not ask too much of them.',
        'Listen more than you advise. Phrases like “cheer up” or “others have it worse” can deepen the sense of isolation, while “I am here and I want to understand what you are going through” opens the door.',
        'Gently encourage them to see a professional, and offer practical help such as choosing a practitioner or booking a session together. Small, concrete steps can lift a lot of weight.',
        'If your friend talks about harming themselves, take it seriously, stay with them and call 911 or go with them to an emergency department. And look after yourself too, because supporting someone else is tiring.',
      ],
    },
    tags: ['depression', 'relationships'],
    publishedOn: '2024-07-09',
  },
  {
    slug: 'panic-attacks-what-helps',
    kind: 'blog',
    title: { ar: 'نوبة الهلع: ما الذي يحدث وما الذي يساعد؟', en: 'Panic attacks: what happens and what helps' },
    summary: {
      ar: 'نوبة الهلع مخيفة لكنها ليست خطيرة في ذاتها. فهم ما يحدث في الجسم هو الخطوة الأولى للتعامل معها.',
      en: 'A panic attack is frightening but not dangerous in itself. Understanding what happens in the body is the first step to handling it.',
    },
    body: {
      ar: [
        'نوبة الهلع موجة مفاجئة من الخوف الشديد، تصاحبها أعراض جسدية مثل تسارع القلب وضيق التنفس والدوخة والتعرق. تبلغ ذروتها عادة خلال دقائق ثم تهدأ تدريجيًا.',
        'ما يحدث هو أن جهاز الإنذار في الجسم ينطلق دون خطر حقيقي. ومحاولة الهروب من النوبة أو مقاومتها بقوة قد تطيلها، بينما تذكير النفس بأنها موجة ستمر يخفف حدتها.',
        'جرّب التنفس البطيء: شهيق من الأنف لأربع عدّات، ثم زفير أطول لست عدّات. وركّز على ما حولك: خمسة أشياء تراها، وأربعة تلمسها، وثلاثة تسمعها.',
        'من المهم عند أول نوبة مراجعة الطبيب للتأكد من عدم وجود سبب عضوي، وعند الشك في أعراض القلب يجب الاتصال بالرقم 911. وإذا تكررت النوبات، فالعلاج المعرفي السلوكي فعّال جدًا في تقليلها.',
      ],
      en: [
        'A panic attack is a sudden wave of intense fear with physical symptoms such as a pounding heart, shortness of breath, dizziness and sweating. It usually peaks within minutes and then settles.',
        'What is happening is that the body’s alarm system goes off without real danger. Trying hard to escape or fight the attack can make it last longer, while reminding yourself that it is a wave that will pass tends to soften it.',
        'Try slow breathing: in through the nose for a count of four, then a longer breath out for a count of six. Ground yourself in the room: five things you can see, four you can touch, three you can hear.',
        'After a first attack, it is important to see a doctor to rule out a physical cause, and if you are ever unsure about heart symptoms, call 911. If attacks keep coming back, cognitive behavioural therapy is very effective at reducing them.',
      ],
    },
    tags: ['anxiety', 'tips'],
    publishedOn: '2024-10-15',
  },
  {
    slug: 'teenagers-and-exam-stress',
    kind: 'blog',
    title: { ar: 'المراهقون وضغط الاختبارات', en: 'Teenagers and exam stress' },
    summary: {
      ar: 'موسم الاختبارات ضاغط على الأبناء والآباء معًا. إليكم طرقًا لدعم المراهق دون زيادة الضغط عليه.',
      en: 'Exam season is stressful for teenagers and parents alike. Here is how to support a teenager without adding to the pressure.',
    },
    body: {
      ar: [
        'بعض التوتر قبل الاختبارات يساعد على التركيز، لكن الإفراط فيه يعطّل الذاكرة ويسبب الأرق. انتبه لعلامات مثل الانعزال أو فقدان الشهية أو نوبات البكاء.',
        'ساعد ابنك أو ابنتك على وضع جدول مذاكرة واقعي فيه فترات راحة قصيرة، ووقت للنوم لا يقل عن سبع ساعات. السهر الطويل قبل الاختبار يضر أكثر مما ينفع.',
        'تجنّب المقارنة بالإخوة أو الأقارب، وركّز على الجهد لا على النتيجة فقط. عبارة «أنا فخور بمحاولتك» تمنح المراهق أمانًا يساعده على الأداء.',
        'إذا تحوّل القلق إلى نوبات هلع أو رفض للذهاب إلى الاختبار، فجلسة مع أخصائي نفسي قد تساعده على تعلّم مهارات تهدئة فعالة قبل أن تتفاقم المشكلة.',
      ],
      en: [
        'A bit of nervousness before exams helps concentration, but too much gets in the way of memory and sleep. Watch for signs such as withdrawing, losing appetite or bursts of tears.',
        'Help your teenager build a realistic revision timetable with short breaks and at least seven hours of sleep. Late nights before an exam do more harm than good.',
        'Avoid comparisons with siblings or cousins, and praise effort rather than only results. Hearing “I am proud of how hard you are trying” gives a teenager the security to perform.',
        'If worry turns into panic attacks or refusing to sit an exam, a session with a psychologist can teach effective calming skills before the problem grows.',
      ],
    },
    tags: ['children', 'anxiety'],
    publishedOn: '2024-12-03',
  },
  {
    slug: 'choosing-the-right-practitioner',
    kind: 'blog',
    title: { ar: 'كيف تختار المختص المناسب لك؟', en: 'How to choose the right practitioner for you' },
    summary: {
      ar: 'طبيب نفسي أم أخصائي نفسي أم أخصائي اجتماعي؟ نوضح الفروق لتختار بثقة.',
      en: 'Psychiatrist, psychologist or social worker? We explain the differences so you can choose with confidence.',
    },
    body: {
      ar: [
        'الطبيب النفسي أو طبيب الأسرة يستطيع التشخيص الطبي ووصف الأدوية عند الحاجة، وهو خيار مناسب حين تكون الأعراض شديدة أو مستمرة، أو حين تحتاج إلى تقييم دوائي.',
        'الأخصائي النفسي يقدّم العلاج بالكلام بأساليب مثل العلاج المعرفي السلوكي، ولا يصف أدوية. وهو خيار ممتاز للقلق والاكتئاب الخفيف والمتوسط والتعامل مع الضغوط.',
        'الأخصائي الاجتماعي والمعالج الأسري يركّزان على العلاقات والأسرة والظروف الاجتماعية، مثل الخلافات الزوجية والتربية ودعم مقدمي الرعاية، ولا يصفان أدوية كذلك.',
        'في دليل المختصين يمكنك التصفية حسب التخصص والجنس ونوع الاستشارة، والاطلاع على التقييمات والأسعار لكل جلسة مدتها ثلاثون دقيقة. وإن لم تكن متأكدًا، فابدأ بأي مختص، وسيوجهك إلى الأنسب إن لزم الأمر.',
      ],
      en: [
        'A psychiatrist or family physician can make a medical diagnosis and prescribe medication when needed. They are a good choice when symptoms are severe or persistent, or when you want a medication review.',
        'A psychologist provides talking therapy using approaches such as cognitive behavioural therapy and does not prescribe. They are an excellent choice for anxiety, mild to moderate depression and coping with stress.',
        'Social workers and family therapists focus on relationships, family life and social circumstances, such as marital conflict, parenting and support for carers. They do not prescribe either.',
        'In the practitioner directory you can filter by specialty, gender and consultation type, and see ratings and the price of each 30-minute session. If you are unsure, start with anyone who feels right; they will guide you to someone else if that would help.',
      ],
    },
    tags: ['tips', 'self-care'],
    publishedOn: '2025-01-14',
  },
  {
    slug: 'mental-health-after-childbirth',
    kind: 'blog',
    title: { ar: 'الصحة النفسية للأم بعد الولادة', en: 'A mother’s mental health after birth' },
    summary: {
      ar: 'ليست كل دموع ما بعد الولادة عابرة. تعرّفي على الفرق بين كآبة ما بعد الولادة والاكتئاب، ومتى تطلبين الدعم.',
      en: 'Not all tears after birth are passing. Learn the difference between the baby blues and postnatal depression, and when to ask for support.',
    },
    body: {
      ar: [
        'تشعر كثير من الأمهات في الأيام الأولى بعد الولادة بتقلب المزاج والبكاء دون سبب واضح، وغالبًا ما يزول ذلك خلال أسبوعين. هذا ما يُعرف بكآبة ما بعد الولادة، وهو شائع جدًا.',
        'أما إذا استمر الحزن أو القلق لأكثر من أسبوعين، أو شعرت الأم بأنها منفصلة عن طفلها، أو بالذنب الشديد وفقدان الأمل، فقد يكون ذلك اكتئاب ما بعد الولادة، وهو حالة قابلة للعلاج.',
        'دعم الأسرة له أثر كبير: مشاركة الزوج في رعاية الطفل ليلًا، ومساعدة الأهل في أعمال البيت، وإتاحة وقت قصير للأم كي ترتاح. هذه أمور بسيطة لكنها تصنع فرقًا.',
        'يمكن للأم أن تتحدث مع طبيبة أو أخصائية من بيتها، في وقت يناسب نوم الطفل، عبر المحادثة الكتابية أو الصوت. طلب المساعدة مبكرًا هو أفضل ما تقدّمه لنفسها ولطفلها.',
      ],
      en: [
        'Many mothers feel tearful and up and down in the first days after birth, often for no clear reason, and it usually passes within two weeks. This is known as the baby blues, and it is very common.',
        'If sadness or anxiety lasts longer than two weeks, or a mother feels disconnected from her baby, overwhelmed by guilt or without hope, it may be postnatal depression, which is treatable.',
        'Family support makes a big difference: a husband sharing night feeds, relatives helping with housework, and a short break for the mother to rest. These are simple things with real impact.',
        'A mother can speak to a female doctor or psychologist from home, at a time that fits around the baby’s naps, by written chat or voice. Asking for help early is one of the best things she can do for herself and her child.',
      ],
    },
    tags: ['family', 'depression'],
    publishedOn: '2025-02-25',
  },
  {
    slug: 'handling-anger-at-home',
    kind: 'blog',
    title: { ar: 'الغضب في البيت: من الانفجار إلى الحوار', en: 'Anger at home: from outbursts to conversation' },
    summary: {
      ar: 'الغضب شعور مشروع، لكن طريقة التعبير عنه قد تجرح من نحب. خطوات عملية لإدارة الغضب داخل الأسرة.',
      en: 'Anger is a legitimate feeling, but how we express it can hurt those we love. Practical steps for managing anger in the family.',
    },
    body: {
      ar: [
        'الغضب غالبًا ما يكون غطاءً لمشاعر أخرى مثل التعب أو الخوف أو الإحساس بعدم التقدير. حين نفهم ما تحته يصبح التعامل معه أسهل.',
        'تعرّف على إشارات الغضب المبكرة في جسدك: حرارة في الوجه، أو شد في الفكين، أو ارتفاع في الصوت. هذه اللحظة هي الأنسب لأخذ استراحة قصيرة قبل أن يتصاعد الموقف.',
        'اتفقوا في الأسرة على «وقفة هدوء»: يقول أحدكم «أحتاج عشر دقائق» ثم يعود لإكمال الحديث. الانسحاب المؤقت مع وعد بالعودة يختلف تمامًا عن التجاهل.',
        'وإذا كان الغضب يتحول إلى إيذاء لفظي أو جسدي، أو يشعر أحد أفراد الأسرة بعدم الأمان، فهذا يستدعي تدخلًا متخصصًا عاجلًا. وفي حالات الخطر المباشر اتصلوا بالرقم 911.',
      ],
      en: [
        'Anger is often a cover for other feelings such as tiredness, fear or feeling unappreciated. Once we understand what lies underneath, it becomes easier to handle.',
        'Learn your body’s early warning signs: heat in the face, a clenched jaw, a rising voice. That is the best moment to take a short break before things escalate.',
        'Agree on a family “calm pause”: someone says “I need ten minutes” and then comes back to finish the conversation. Stepping away with a promise to return is very different from shutting someone out.',
        'If anger turns into verbal or physical harm, or anyone in the family feels unsafe, specialist help is needed promptly. In immediate danger, call 911.',
      ],
    },
    tags: ['family', 'parenting'],
    publishedOn: '2025-04-08',
  },
  {
    slug: 'self-care-without-guilt',
    kind: 'blog',
    title: { ar: 'العناية بالذات ليست أنانية', en: 'Self-care is not selfish' },
    summary: {
      ar: 'العناية بالنفس لا تعني الرفاهية، بل الحفاظ على طاقتك كي تستطيع العطاء. أفكار بسيطة تناسب الأيام المزدحمة.',
      en: 'Self-care is not about luxury; it is about keeping enough energy to keep giving. Simple ideas for busy days.',
    },
    body: {
      ar: [
        'كثيرًا ما نضع احتياجاتنا في آخر القائمة، خاصة حين نتحمل مسؤوليات الأسرة والعمل معًا. لكن الإناء الفارغ لا يستطيع أن يسقي أحدًا.',
        'العناية بالذات قد تكون عشر دقائق من المشي، أو كوب شاي في هدوء، أو مكالمة مع صديق يفهمك. المهم أن تكون منتظمة لا أن تكون كبيرة.',
        'راقب حديثك الداخلي أيضًا، فالقسوة على النفس تستنزف الطاقة. جرّب أن تحدّث نفسك كما تحدّث صديقًا عزيزًا يمر بيوم صعب.',
        'وإذا شعرت أن التعب أصبح دائمًا وأن لا شيء يعيد إليك طاقتك، فربما حان وقت الحديث مع مختص. هذا أيضًا من العناية بالذات.',
      ],
      en: [
        'We often put our own needs last, especially when juggling family and work. But an empty cup cannot fill anyone else’s.',
        'Self-care can be a ten-minute walk, a quiet cup of tea or a call with a friend who gets you. What matters is that it is regular, not that it is big.',
        'Notice your inner voice as well, because being harsh with yourself drains energy. Try speaking to yourself the way you would speak to a close friend having a hard day.',
        'If tiredness has become constant and nothing seems to restore you, it may be time to talk to a professional. That is self-care too.',
      ],
    },
    tags: ['self-care'],
    publishedOn: '2025-05-20',
  },
  {
    slug: 'caring-for-ageing-parents',
    kind: 'blog',
    title: { ar: 'رعاية الوالدين المسنّين دون أن تنسى نفسك', en: 'Caring for ageing parents without losing yourself' },
    summary: {
      ar: 'رعاية الوالدين برٌّ وشرف، لكنها مسؤولية ثقيلة أحيانًا. كيف توازن بين رعايتهم وحاجاتك؟',
      en: 'Caring for our parents is an honour and a duty, but it can be heavy. How can you balance their care with your own needs?',
    },
    body: {
      ar: [
        'يجد كثير من الأبناء والبنات أنفسهم في دور مقدّم الرعاية فجأة، بعد مرض أحد الوالدين أو تقدّمه في السن. ومع الوقت قد يتسلل الإرهاق والقلق وحتى الشعور بالذنب.',
        'وزّعوا المسؤوليات بين الإخوة بشكل واضح ومكتوب إن أمكن، فالاعتماد على شخص واحد يرهقه ويخلق توترًا في الأسرة. وحتى من يعيش بعيدًا يمكنه المساهمة بالمتابعة أو الترتيبات.',
        'احرص على وقت منتظم لنفسك، ولو كان قصيرًا، واسمح لنفسك بالمشاعر المختلطة دون لوم. الحب والتعب يمكن أن يجتمعا في قلب واحد.',
        'الاستشارة الأسرية تساعد على تنظيم الأدوار وتخفيف التوتر بين الإخوة، كما يمكن لطبيب نفسي متخصص في كبار السن أن يقيّم تغيرات الذاكرة أو المزاج لدى الوالدين.',
      ],
      en: [
        'Many sons and daughters find themselves suddenly in the role of carer after a parent falls ill or grows frail. Over time, exhaustion, worry and even guilt can creep in.',
        'Share responsibilities between siblings clearly, in writing if possible, because relying on one person wears them down and creates tension. Even those who live far away can help with follow-up and arrangements.',
        'Keep regular time for yourself, however short, and allow yourself mixed feelings without blame. Love and tiredness can sit in the same heart.',
        'Family counselling can help organise roles and ease tension between siblings, and a psychiatrist who specialises in older adults can assess changes in a parent’s memory or mood.',
      ],
    },
    tags: ['family', 'self-care'],
    publishedOn: '2025-07-01',
  },
  {
    slug: 'screens-and-sleep',
    kind: 'blog',
    title: { ar: 'الهاتف في السرير: لماذا يسرق نومك؟', en: 'Your phone in bed: why it steals your sleep' },
    summary: {
      ar: 'التصفح قبل النوم عادة منتشرة، لكن أثرها على جودة النوم أكبر مما نظن.',
      en: 'Scrolling before sleep is a common habit, but its effect on sleep quality is bigger than we think.',
    },
    body: {
      ar: [
        'الضوء الصادر من الشاشات يؤخر إفراز الميلاتونين، وهو الهرمون الذي يهيئ الجسم للنوم. لكن الأثر الأكبر غالبًا هو المحتوى نفسه، فالأخبار والرسائل تُبقي العقل في حالة يقظة.',
        'كما أن التصفح لا نهاية له، فنقول «خمس دقائق» ثم نكتشف أن ساعة قد مضت. ومع تكرار ذلك يتراكم نقص النوم أسبوعًا بعد أسبوع.',
        'جرّب أن تشحن هاتفك خارج غرفة النوم، وأن تستخدم منبهًا تقليديًا. وإن كان ذلك صعبًا، فابدأ بتفعيل وضع عدم الإزعاج قبل النوم بنصف ساعة.',
        'املأ هذا الوقت بنشاط هادئ كالقراءة الورقية أو تمارين التنفس. ستلاحظ خلال أسبوعين تقريبًا أن النوم يأتي أسرع وأن الصباح أخف.',
      ],
      en: [
        'Light from screens delays melatonin, the hormone that prepares the body for sleep. Often the bigger effect, though, is the content itself: news and messages keep the mind alert.',
        'Scrolling also has no natural end. We say “five minutes” and find an hour has gone, and night after night the missing sleep adds up.',
        'Try charging your phone outside the bedroom and using an ordinary alarm clock. If that feels like too much, start by switching on do-not-disturb half an hour before bed.',
        'Fill that time with something calm, such as a paper book or a breathing exercise. Within about two weeks, most people notice they fall asleep faster and wake up feeling lighter.',
      ],
    },
    tags: ['sleep', 'tips'],
    publishedOn: '2025-08-19',
  },
  {
    slug: 'chat-voice-or-video',
    kind: 'blog',
    title: { ar: 'كتابة أم صوت أم فيديو: أي طريقة تناسبك؟', en: 'Chat, voice or video: which suits you?' },
    summary: {
      ar: 'نوفر ثلاث طرق للتواصل مع المختص، ولكل منها مزاياها. تعرّف عليها لتختار ما يريحك.',
      en: 'We offer three ways to talk to a practitioner, each with its own strengths. Here is how to pick the one that feels right.',
    },
    body: {
      ar: [
        'المحادثة الكتابية مناسبة لمن يجد صعوبة في الحديث بصوت عالٍ، أو لا يملك مكانًا خاصًا هادئًا، أو يفضّل أن يرتب أفكاره قبل أن يكتبها.',
        'المكالمة الصوتية تمنح دفء الحديث دون الحاجة إلى الظهور أمام الكاميرا، وهي خيار مريح لكثيرين في الجلسات الأولى.',
        'أما مكالمة الفيديو فهي الأقرب إلى الجلسة وجهًا لوجه، وتساعد المختص على ملاحظة تعابير الوجه ولغة الجسد، وهي مفيدة خاصة في الاستشارات الأسرية وجلسات الأطفال.',
        'لكل مختص طرق تواصل يقدّمها تظهر في ملفه، ويمكنك تجربة أكثر من طريقة حتى تجد الأنسب لك. المهم أن تبدأ بما يريحك.',
      ],
      en: [
        'Written chat suits people who find it hard to speak out loud, who lack a quiet private space, or who like to gather their thoughts before writing them down.',
        'A voice call brings the warmth of conversation without needing to be on camera, which many people find comfortable in their first sessions.',
        'A video call is the closest thing to meeting in person and lets the practitioner notice facial expressions and body language. It is especially useful for family consultations and sessions with children.',
        'Each practitioner’s profile shows the ways they offer sessions, and you are welcome to try more than one until you find what works. The important thing is to start in the way that feels easiest.',
      ],
    },
    tags: ['tips'],
    publishedOn: '2025-10-21',
  },
  {
    slug: 'loneliness-in-a-new-city',
    kind: 'blog',
    title: { ar: 'الوحدة في مدينة جديدة', en: 'Loneliness in a new city' },
    summary: {
      ar: 'الانتقال إلى مدينة جديدة للعمل أو الدراسة فرصة، لكنه قد يجلب شعورًا بالوحدة. خطوات صغيرة لبناء حياة اجتماعية جديدة.',
      en: 'Moving to a new city for work or study is an opportunity, but it can bring loneliness. Small steps to build a new social life.',
    },
    body: {
      ar: [
        'الشعور بالوحدة بعد الانتقال أمر شائع، حتى لمن كان اجتماعيًا في مدينته السابقة. فالعلاقات تحتاج إلى وقت كي تنمو، والعادات اليومية تتغير كلها دفعة واحدة.',
        'ابحث عن نشاط منتظم يجمعك بالناس، كنادٍ رياضي أو عمل تطوعي أو دورة تدريبية. اللقاء المتكرر مع الوجوه نفسها هو ما يحوّل المعارف إلى أصدقاء.',
        'حافظ على تواصلك مع أهلك وأصدقائك القدامى بمكالمات منتظمة، لكن لا تجعلها بديلًا عن بناء علاقات جديدة في مكانك الحالي.',
        'وإذا طال الشعور بالوحدة وبدأ يؤثر في مزاجك ونومك، فالحديث مع أخصائي قد يساعدك. لدينا مختصون يتحدثون العربية والإنجليزية وغيرها من اللغات، وهذا مفيد للمقيمين الجدد في المملكة.',
      ],
      en: [
        'Feeling lonely after a move is common, even for people who were sociable where they lived before. Relationships take time to grow, and all your daily routines change at once.',
        'Look for something regular that brings you together with people, such as a sports club, volunteering or a course. Seeing the same faces again and again is what turns acquaintances into friends.',
        'Stay in touch with family and old friends through regular calls, but try not to let those calls replace building new connections where you are.',
        'If loneliness lingers and starts to affect your mood and sleep, talking to a professional can help. Our practitioners speak Arabic, English and several other languages, which many new residents of the Kingdom find helpful.',
      ],
    },
    tags: ['self-care', 'relationships'],
    publishedOn: '2026-01-13',
  },
  {
    slug: 'myths-about-ocd',
    kind: 'blog',
    title: { ar: 'خرافات شائعة عن الوسواس القهري', en: 'Common myths about OCD' },
    summary: {
      ar: 'الوسواس القهري ليس مجرد حب للترتيب أو النظافة. نصحح هنا بعض المفاهيم الخاطئة المنتشرة.',
      en: 'OCD is not just liking things tidy or clean. We correct some widespread misunderstandings.',
    },
    body: {
      ar: [
        'يستخدم بعض الناس عبارة «عندي وسواس» لوصف حبهم للترتيب، لكن الوسواس القهري اضطراب يسبب ضيقًا حقيقيًا، ويستهلك ساعات من يوم صاحبه في أفكار وأفعال متكررة.',
        'الخرافة الأولى أن الوسواس يقتصر على النظافة. في الواقع قد تدور الأفكار الوسواسية حول الشك أو الخوف من إيذاء الآخرين أو قضايا دينية، ويشعر صاحبها بأنها غريبة عنه ولا تمثله.',
        'الخرافة الثانية أن الوسواس دليل على ضعف الإرادة. الحقيقة أنه اضطراب له أساس بيولوجي ونفسي، وأن مقاومة الأفكار بالقوة غالبًا ما تزيدها.',
        'والخبر الجيد أن العلاج فعّال، وأبرزه العلاج بالتعرض ومنع الاستجابة، وقد يصف الطبيب النفسي دواءً في بعض الحالات. لا داعي لأن تعاني بصمت.',
      ],
      en: [
        'People sometimes say “I am so OCD” to describe liking things neat, but obsessive-compulsive disorder causes real distress and can take up hours of a person’s day with repeated thoughts and actions.',
        'Myth one: OCD is only about cleanliness. In reality, obsessive thoughts can centre on doubt, fear of harming others or religious worries, and the person experiences them as alien to who they are.',
        'Myth two: OCD shows a lack of willpower. In fact it has biological and psychological roots, and trying to push the thoughts away by force usually makes them stronger.',
        'The good news is that treatment works, especially exposure and response prevention, and a psychiatrist may prescribe medication in some cases. Nobody needs to struggle in silence.',
      ],
    },
    tags: ['anxiety', 'awareness'],
    publishedOn: '2026-03-17',
  },
  {
    slug: 'returning-to-work-after-leave',
    kind: 'blog',
    title: { ar: 'العودة إلى العمل بعد إجازة طويلة', en: 'Returning to work after a long break' },
    summary: {
      ar: 'سواء كانت إجازة أمومة أو مرضية أو دراسية، فالعودة تحتاج إلى تخطيط لطيف. إليك ما يساعد على انتقال سلس.',
      en: 'Whether after maternity, sick or study leave, going back needs gentle planning. Here is what helps the transition go smoothly.',
    },
    body: {
      ar: [
        'من الطبيعي أن تشعر بمزيج من الحماس والقلق قبل العودة، وأن تتساءل إن كنت ستلحق بما فاتك. هذه المشاعر لا تعني أنك غير مستعد.',
        'إن أمكن، تحدّث مع مديرك قبل العودة عن المهام ذات الأولوية وعن إمكانية عودة تدريجية في الأسبوعين الأولين. الوضوح المسبق يخفف كثيرًا من التوتر.',
        'رتّب أمورك العملية قبل أسبوع: رعاية الأطفال، ومواعيد النوم، والمواصلات. التجربة المسبقة لروتين الصباح تكشف المشكلات قبل أن تصبح ضغطًا يوميًا.',
        'وامنح نفسك وقتًا للتأقلم، فلا أحد يعود بكامل طاقته في اليوم الأول. وإن وجدت أن القلق يزداد بدل أن يخف، فجلسة مع أخصائي قد تساعدك على ترتيب أفكارك.',
      ],
      en: [
        'It is natural to feel a mix of excitement and nerves before going back, and to wonder whether you will catch up on what you missed. Those feelings do not mean you are not ready.',
        'If you can, talk to your manager beforehand about priorities and whether a gradual return over the first two weeks is possible. Clarity in advance removes a lot of stress.',
        'Sort out the practical side a week ahead: childcare, sleep times and getting to work. A trial run of the morning routine brings problems to light before they become daily pressure.',
        'Give yourself time to settle, because nobody is back to full strength on day one. If you notice your worry growing rather than easing, a session with a psychologist can help you sort through it.',
      ],
    },
    tags: ['work-stress', 'self-care'],
    publishedOn: '2026-06-02',
  },
];

const newsArticles: SeedArticle[] = [
  {
    slug: 'urgent-consultations-launch',
    kind: 'news',
    title: {
      ar: 'إطلاق الاستشارات العاجلة خلال 60 دقيقة على مدار الساعة',
      en: 'Urgent consultations within 60 minutes, around the clock',
    },
    summary: {
      ar: 'أصبح بإمكان المستخدمين طلب استشارة نفسية عاجلة يبدأ فيها مختص مرخّص خلال 60 دقيقة، في أي وقت من اليوم وطوال أيام الأسبوع.',
      en: 'Users can now request an urgent psychological consultation with a licensed practitioner starting within 60 minutes, at any hour, every day of the week.',
    },
    body: {
      ar: [
        'أعلنت سكينة عن إطلاق خدمة الاستشارات العاجلة، التي تتيح للمستخدم التحدث مع مختص مرخّص خلال 60 دقيقة من تقديم الطلب، على مدار الساعة وطوال أيام الأسبوع.',
        'جاءت الخدمة استجابة لطلبات كثيرة من مستخدمين يمرون بلحظات ضغط لا تحتمل الانتظار لموعد مجدول، مثل القلق الحاد قبل حدث مهم أو خلاف أسري مفاجئ.',
        'تتوفر الاستشارة العاجلة عبر المحادثة الكتابية أو الصوت أو الفيديو، ومدتها ثلاثون دقيقة، ويظهر سعرها بالريال السعودي قبل التأكيد.',
        'ونؤكد أن الخدمة العاجلة ليست خدمة طوارئ. في حالات الخطر على الحياة أو إيذاء النفس يجب الاتصال فورًا بالرقم 911.',
      ],
      en: [
        'Sakina has launched urgent consultations, letting users speak with a licensed practitioner within 60 minutes of making a request, 24 hours a day, seven days a week.',
        'The service responds to many requests from people facing moments that cannot wait for a scheduled appointment, such as acute anxiety before an important event or a sudden family conflict.',
        'Urgent consultations are available by written chat, voice or video, last 30 minutes, and show the price in Saudi riyals before you confirm.',
        'Please note that urgent consultations are not an emergency service. If there is a risk to life or of self-harm, call 911 immediately.',
      ],
    },
    tags: ['platform-news'],
    publishedOn: '2023-02-08',
  },
  {
    slug: 'family-consultations-available',
    kind: 'news',
    title: { ar: 'الاستشارات الأسرية متاحة الآن', en: 'Family consultations now available' },
    summary: {
      ar: 'أضافت المنصة الاستشارات الأسرية إلى جانب الاستشارات النفسية، بإشراف أخصائيين اجتماعيين ومعالجين أسريين مرخّصين.',
      en: 'The platform has added family consultations alongside psychological ones, led by licensed social workers and family therapists.',
    },
    body: {
      ar: [
        'توسّعت خدمات سكينة لتشمل الاستشارات الأسرية، التي تتناول العلاقات الزوجية والتربية والخلافات بين أفراد الأسرة ودعم مقدمي الرعاية.',
        'يقدّم هذه الاستشارات أخصائيون اجتماعيون ومعالجون أسريون مصنّفون لدى الهيئة السعودية للتخصصات الصحية، إلى جانب عدد من الأطباء والأخصائيين النفسيين ذوي الخبرة الأسرية.',
        'يمكن حضور الجلسة بشكل فردي أو مع أحد أفراد الأسرة، ويختار المستخدم نوع الاستشارة «أسرية» عند الحجز ليظهر له المختصون المناسبون.',
      ],
      en: [
        'Sakina’s services now include family consultations covering marriage, parenting, conflict between family members and support for carers.',
        'These consultations are provided by social workers and family therapists classified by the Saudi Commission for Health Specialties, together with physicians and psychologists experienced in family work.',
        'Sessions can be attended alone or with a family member. When booking, choose the “family” consultation type to see the practitioners who offer it.',
      ],
    },
    tags: ['platform-news', 'family'],
    publishedOn: '2023-05-16',
  },
  {
    slug: 'world-mental-health-day-2023',
    kind: 'news',
    title: { ar: 'سكينة تشارك في اليوم العالمي للصحة النفسية 2023', en: 'Sakina marks World Mental Health Day 2023' },
    summary: {
      ar: 'بمناسبة اليوم العالمي للصحة النفسية في 10 أكتوبر، أطلقت المنصة حملة توعوية بعنوان «اسأل عن حالك».',
      en: 'For World Mental Health Day on 10 October, the platform launched an awareness campaign called “Check in with yourself”.',
    },
    body: {
      ar: [
        'احتفت سكينة باليوم العالمي للصحة النفسية الذي يوافق العاشر من أكتوبر من كل عام، بإطلاق حملة «اسأل عن حالك» لتشجيع الناس على التوقف قليلًا والاطمئنان على صحتهم النفسية.',
        'تضمنت الحملة محتوى توعويًا يوميًا طوال الأسبوع، وجلسات حوارية مباشرة مع أطباء وأخصائيين نفسيين أجابوا فيها عن أسئلة الجمهور حول القلق والاكتئاب وضغوط العمل.',
        'كما أتاحت المنصة خلال الحملة مقاييس التقييم الذاتي للقلق والاكتئاب مجانًا، مع التأكيد على أن نتائجها استرشادية ولا تغني عن التشخيص المتخصص.',
      ],
      en: [
        'Sakina marked World Mental Health Day, held on 10 October every year, with a campaign called “Check in with yourself” that encouraged people to pause and take stock of their mental wellbeing.',
        'The campaign included daily awareness content throughout the week and live question-and-answer sessions in which psychiatrists and psychologists took questions on anxiety, depression and work stress.',
        'During the campaign, the anxiety and depression self-assessment scales were free to use, with a reminder that their results are a guide and not a substitute for a professional diagnosis.',
      ],
    },
    tags: ['awareness', 'events'],
    publishedOn: '2023-10-10',
  },
  {
    slug: 'partnership-with-national-logistics-group',
    kind: 'news',
    title: {
      ar: 'شراكة لدعم الصحة النفسية لموظفي مجموعة لوجستية وطنية',
      en: 'Partnership to support the mental health of a national logistics group’s staff',
    },
    summary: {
      ar: 'وقّعت سكينة اتفاقية مع إحدى كبرى شركات الخدمات اللوجستية في المملكة لتقديم استشارات نفسية وأسرية لأكثر من 8,000 موظف.',
      en: 'Sakina has signed an agreement with one of the Kingdom’s largest logistics companies to provide psychological and family consultations to more than 8,000 employees.',
    },
    body: {
      ar: [
        'وقّعت سكينة اتفاقية شراكة مع مجموعة لوجستية وطنية رائدة، تحصل بموجبها أسر الموظفين والموظفين أنفسهم على استشارات نفسية وأسرية بأسعار مخفّضة.',
        'تشمل الشراكة محاضرات توعوية في مواقع العمل، واستبيانًا دوريًا لقياس الرفاه الوظيفي، وتقارير مجمّعة لا تكشف هوية أي موظف تساعد الإدارة على تحسين بيئة العمل.',
        'وتولي الاتفاقية أهمية خاصة لسائقي الشاحنات وفرق العمل الميدانية الذين يعملون في ورديات طويلة، إذ يمكنهم الحجز في أي وقت عبر التطبيق والتحدث مع مختص بالكتابة أو الصوت.',
        'وأكد الطرفان أن الاستشارات سرية تمامًا، ولا تُشارك أي بيانات صحية فردية مع جهة العمل.',
      ],
      en: [
        'Sakina has entered a partnership with a leading national logistics group, giving employees and their families psychological and family consultations at discounted rates.',
        'The partnership includes on-site awareness talks, a regular workplace wellbeing survey and aggregated reports, which identify no individual employee, to help management improve the working environment.',
        'Particular attention is given to drivers and field teams working long shifts, who can book at any hour through the app and speak to a practitioner by chat or voice.',
        'Both parties stressed that consultations are fully confidential and that no individual health data is shared with the employer.',
      ],
    },
    tags: ['partnerships'],
    publishedOn: '2023-12-12',
  },
  {
    slug: 'app-update-better-video-sessions',
    kind: 'news',
    title: { ar: 'تحديث التطبيق: جودة أعلى لمكالمات الفيديو', en: 'App update: clearer video sessions' },
    summary: {
      ar: 'يحمل الإصدار الجديد من التطبيق تحسينات على جودة الصوت والصورة، وتذكيرًا بالمواعيد، وإمكانية إعادة الاتصال تلقائيًا.',
      en: 'The new app release brings better audio and video quality, appointment reminders and automatic reconnection.',
    },
    body: {
      ar: [
        'أطلقت سكينة تحديثًا جديدًا لتطبيق المستخدمين يحسّن جودة مكالمات الفيديو والصوت، ويتكيف تلقائيًا مع سرعة الإنترنت لتقليل الانقطاع.',
        'وفي حال انقطاع الاتصال أثناء الجلسة، يعيد التطبيق الاتصال تلقائيًا دون أن يُحتسب الوقت الضائع من مدة الجلسة البالغة ثلاثين دقيقة.',
        'كما يضيف التحديث تذكيرًا قبل الموعد بساعة وبعشر دقائق، وإمكانية إضافة الموعد إلى تقويم الهاتف.',
        'التحديث متاح الآن في متجري التطبيقات، وننصح جميع المستخدمين بتثبيته للاستفادة من هذه التحسينات.',
      ],
      en: [
        'Sakina has released an update to its app for individuals that improves video and voice quality and adapts automatically to your connection speed to reduce drop-outs.',
        'If the connection drops during a session, the app now reconnects automatically, and the lost time is not counted against the 30-minute session.',
        'The update also adds reminders one hour and ten minutes before an appointment, and lets you add appointments to your phone’s calendar.',
        'The update is available now in both app stores, and we recommend that everyone installs it to benefit from these improvements.',
      ],
    },
    tags: ['platform-news'],
    publishedOn: '2024-02-20',
  },
  {
    slug: 'new-practitioners-join-2024',
    kind: 'news',
    title: { ar: 'انضمام نخبة جديدة من المختصين إلى سكينة', en: 'A new group of practitioners joins Sakina' },
    summary: {
      ar: 'انضم إلى المنصة أطباء نفسيون وأطباء أسرة وأخصائيون نفسيون واجتماعيون جدد، مما يوسّع الخيارات المتاحة من حيث التخصص واللغة.',
      en: 'New psychiatrists, family physicians, psychologists and social workers have joined the platform, widening the choice of specialties and languages.',
    },
    body: {
      ar: [
        'رحّبت سكينة بانضمام مجموعة جديدة من المختصين المرخّصين، من بينهم استشاريون في الطب النفسي للأطفال وكبار السن، وأخصائيون في اضطرابات الأكل والعلاج الزوجي.',
        'يمر كل مختص قبل انضمامه بمراجعة لمؤهلاته وتصنيفه المهني لدى الهيئة السعودية للتخصصات الصحية وخبرته العملية، إضافة إلى تقييم مهني للأخصائيين النفسيين والاجتماعيين.',
        'يمكن للمستخدمين التعرف على المختصين الجدد عبر دليل المختصين وترتيب النتائج حسب «الأحدث» لرؤيتهم أولًا.',
      ],
      en: [
        'Sakina has welcomed a new group of licensed practitioners, including consultants in child and old age psychiatry and specialists in eating disorders and couples therapy.',
        'Before joining, every practitioner’s qualifications, professional classification with the Saudi Commission for Health Specialties and clinical experience are reviewed, and psychologists and social workers also complete a professional assessment.',
        'You can find the new practitioners in the directory by sorting results by “newest”.',
      ],
    },
    tags: ['platform-news'],
    publishedOn: '2024-06-25',
  },
  {
    slug: 'corporate-wellbeing-programme',
    kind: 'news',
    title: {
      ar: 'إطلاق برنامج سكينة لرفاه الموظفين في الشركات',
      en: 'Sakina launches its corporate wellbeing programme',
    },
    summary: {
      ar: 'برنامج متكامل للشركات يشمل خصومات على الاستشارات ومحاضرات توعوية واستبيانات وتقارير دورية.',
      en: 'A complete programme for companies, with discounted consultations, awareness talks, surveys and periodic reports.',
    },
    body: {
      ar: [
        'أطلقت سكينة برنامجًا مخصصًا للشركات والمؤسسات يهدف إلى دعم الصحة النفسية للموظفين وتعزيز بيئة عمل صحية ومنتجة.',
        'يتضمن البرنامج خصومات على الاستشارات النفسية والأسرية للموظفين، ومحاضرات وبرامج توعوية، واستبيانات لقياس ضغوط العمل، وتقييمات صحية، وتقارير دورية مجمّعة لا تكشف هوية الأفراد.',
        'يمكن للشركات تقديم طلب الاشتراك عبر صفحة الأعمال بذكر اسم المنشأة وعدد الموظفين والفروع، وسيتواصل معها فريق المبيعات لإعداد عرض يناسب احتياجاتها.',
      ],
      en: [
        'Sakina has launched a programme for companies and institutions that supports employees’ mental health and helps build a healthy, productive workplace.',
        'It includes discounted psychological and family consultations for employees, awareness talks and programmes, workplace stress surveys, health assessments and periodic aggregated reports that never identify individuals.',
        'Companies can apply through the business page by giving the organisation’s name and its number of employees and branches, and our team will get in touch to prepare an offer that fits their needs.',
      ],
    },
    tags: ['partnerships', 'platform-news'],
    publishedOn: '2024-09-10',
  },
  {
    slug: 'world-mental-health-day-2024',
    kind: 'news',
    title: {
      ar: 'اليوم العالمي للصحة النفسية 2024: الصحة النفسية في بيئة العمل',
      en: 'World Mental Health Day 2024: mental health at work',
    },
    summary: {
      ar: 'ركّزت حملة هذا العام على الصحة النفسية في بيئة العمل، بمحاضرات مجانية للشركات وجلسات توعوية مفتوحة.',
      en: 'This year’s campaign focused on mental health at work, with free talks for companies and open awareness sessions.',
    },
    body: {
      ar: [
        'تزامنًا مع اليوم العالمي للصحة النفسية في 10 أكتوبر، خصصت سكينة حملتها هذا العام للصحة النفسية في بيئة العمل.',
        'قدّم مختصو المنصة محاضرات مجانية عن بُعد لعدد من الشركات حول الاحتراق الوظيفي ووضع الحدود وبناء فرق عمل داعمة، إلى جانب جلسات مفتوحة للجمهور.',
        'وأطلقت المنصة دليلًا مختصرًا للمديرين يساعدهم على ملاحظة علامات الضغط لدى فرقهم والتحدث معها بطريقة داعمة، وهو متاح للتحميل مجانًا.',
      ],
      en: [
        'To coincide with World Mental Health Day on 10 October, Sakina dedicated this year’s campaign to mental health in the workplace.',
        'Our practitioners gave free online talks to a number of companies on burnout, setting boundaries and building supportive teams, alongside sessions open to the public.',
        'The platform also published a short guide for managers on spotting signs of stress in their teams and talking about it supportively, free to download.',
      ],
    },
    tags: ['awareness', 'events'],
    publishedOn: '2024-10-10',
  },
  {
    slug: 'practitioners-in-more-languages',
    kind: 'news',
    title: { ar: 'مختصون بلغات متعددة لخدمة المقيمين', en: 'Practitioners in more languages for residents' },
    summary: {
      ar: 'أصبح بإمكان المستخدمين التصفية حسب اللغة، مع توفر مختصين يتحدثون الإنجليزية والأردية والفرنسية إلى جانب العربية.',
      en: 'Users can now filter by language, with practitioners who speak English, Urdu and French as well as Arabic.',
    },
    body: {
      ar: [
        'حرصًا على أن يتحدث كل مستخدم بلغته الأقرب إلى قلبه، أضافت سكينة إمكانية عرض اللغات التي يتحدثها كل مختص في ملفه.',
        'يضم الدليل اليوم مختصين يقدّمون جلساتهم بالإنجليزية والأردية والفرنسية إلى جانب العربية، وهو ما يخدم المقيمين في المملكة من جنسيات مختلفة.',
        'وتبقى جميع الاستشارات خاضعة للمعايير المهنية نفسها من حيث الترخيص والسرية، أيًّا كانت لغة الجلسة.',
      ],
      en: [
        'So that everyone can speak in the language closest to them, Sakina now shows the languages each practitioner speaks on their profile.',
        'The directory includes practitioners who hold sessions in English, Urdu and French as well as Arabic, serving residents of many nationalities across the Kingdom.',
        'Every consultation follows the same professional standards of licensing and confidentiality, whatever the language.',
      ],
    },
    tags: ['platform-news'],
    publishedOn: '2025-03-18',
  },
  {
    slug: 'university-research-partnership',
    kind: 'news',
    title: {
      ar: 'تعاون بحثي مع جامعة سعودية لدراسة الاستشارات عن بُعد',
      en: 'Research collaboration with a Saudi university on online consultations',
    },
    summary: {
      ar: 'تتعاون سكينة مع فريق بحثي جامعي لدراسة أثر الاستشارات النفسية عن بُعد على جودة الحياة، ببيانات مجهولة الهوية وبموافقة المشاركين.',
      en: 'Sakina is working with a university research team to study how online psychological consultations affect quality of life, using anonymised data and with participants’ consent.',
    },
    body: {
      ar: [
        'أعلنت سكينة عن تعاون بحثي مع فريق من كلية الطب في إحدى الجامعات السعودية، لدراسة أثر الاستشارات النفسية عن بُعد على القلق وجودة الحياة لدى البالغين.',
        'تعتمد الدراسة على استبيانات يشارك فيها المستخدمون طوعًا وبعد موافقتهم الصريحة، ولا يُطلع الباحثون على أي معلومات تكشف الهوية أو على محتوى الجلسات.',
        'حصلت الدراسة على موافقة لجنة أخلاقيات البحث العلمي في الجامعة، ويُتوقع نشر نتائجها الأولية خلال عام.',
        'ويهدف هذا التعاون إلى تطوير الخدمات بناءً على أدلة علمية، والمساهمة في المعرفة المحلية حول الصحة النفسية الرقمية.',
      ],
      en: [
        'Sakina has announced a research collaboration with a team from the college of medicine at a Saudi university to study the effect of online psychological consultations on anxiety and quality of life in adults.',
        'The study relies on questionnaires that users complete voluntarily and only after explicit consent, and researchers never see identifying information or the content of sessions.',
        'The study has been approved by the university’s research ethics committee, and early findings are expected within a year.',
        'The aim is to improve our services on the basis of evidence and to add to local knowledge about digital mental health.',
      ],
    },
    tags: ['research', 'partnerships'],
    publishedOn: '2025-05-06',
  },
  {
    slug: 'self-assessment-scales-in-the-app',
    kind: 'news',
    title: { ar: 'مقاييس التقييم الذاتي متاحة في التطبيق', en: 'Self-assessment scales now in the app' },
    summary: {
      ar: 'يمكنك الآن قياس مستوى القلق والاكتئاب والاحتراق الوظيفي وغيرها عبر مقاييس قصيرة، مع حفظ النتائج ومتابعتها.',
      en: 'You can now check your levels of anxiety, depression, burnout and more with short scales, and keep track of your results.',
    },
    body: {
      ar: [
        'أضافت سكينة إلى التطبيق مجموعة من مقاييس التقييم الذاتي تشمل القلق والاكتئاب والخجل الاجتماعي والاحتراق الوظيفي والوسواس القهري والنرجسية.',
        'يحصل المستخدم بعد كل مقياس على نتيجة وتوصيات عامة، ويمكنه الرجوع إلى سجل نتائجه السابقة لملاحظة التغير مع الوقت.',
        'نتائج المقاييس استرشادية ولا تمثل تشخيصًا، وإذا أشارت النتيجة إلى مستوى مرتفع فننصح بحجز جلسة مع مختص لمناقشتها.',
      ],
      en: [
        'Sakina has added a set of self-assessment scales to the app, covering anxiety, depression, social shyness, burnout, obsessive-compulsive symptoms and narcissism.',
        'After each scale you receive a result with general recommendations, and you can look back at your history to see how things change over time.',
        'Results are a guide, not a diagnosis. If a score comes out high, we suggest booking a session with a practitioner to talk it through.',
      ],
    },
    tags: ['platform-news'],
    publishedOn: '2025-09-02',
  },
  {
    slug: 'world-mental-health-day-2025',
    kind: 'news',
    title: {
      ar: 'اليوم العالمي للصحة النفسية 2025: معًا من أجل الأسرة',
      en: 'World Mental Health Day 2025: together for families',
    },
    summary: {
      ar: 'خصصت سكينة حملة هذا العام للصحة النفسية داخل الأسرة، بورش عمل للوالدين ومحتوى موجّه للأطفال واليافعين.',
      en: 'This year Sakina dedicated its campaign to mental health within the family, with workshops for parents and content for children and young people.',
    },
    body: {
      ar: [
        'بمناسبة اليوم العالمي للصحة النفسية في 10 أكتوبر، أطلقت سكينة حملة «معًا من أجل الأسرة» التي تسلط الضوء على دور البيت في دعم الصحة النفسية لأفراده.',
        'قدّم أخصائيون اجتماعيون ومعالجون أسريون ورش عمل مجانية عن بُعد للوالدين حول الحوار مع الأبناء والتعامل مع الغضب وتنظيم استخدام الأجهزة.',
        'كما نشرت المنصة سلسلة قصص مصورة قصيرة تساعد الأطفال على التعرف على مشاعرهم والتعبير عنها.',
      ],
      en: [
        'For World Mental Health Day on 10 October, Sakina launched “Together for families”, a campaign on the role of home life in supporting everyone’s mental health.',
        'Social workers and family therapists ran free online workshops for parents on talking with children, handling anger and managing screen time.',
        'The platform also published a series of short illustrated stories that help children recognise and express their feelings.',
      ],
    },
    tags: ['awareness', 'events'],
    publishedOn: '2025-10-10',
  },
  {
    slug: 'workplace-wellbeing-survey-findings',
    kind: 'news',
    title: { ar: 'نتائج استبيان الرفاه الوظيفي لعام 2025', en: 'Findings from the 2025 workplace wellbeing survey' },
    summary: {
      ar: 'كشف استبيان شمل موظفين في الشركات الشريكة أن قلة النوم وصعوبة الفصل بين العمل والبيت أبرز مصادر الضغط.',
      en: 'A survey of employees at partner companies found that poor sleep and difficulty switching off from work were the main sources of stress.',
    },
    body: {
      ar: [
        'نشرت سكينة ملخص نتائج استبيان الرفاه الوظيفي الذي شارك فيه موظفون من الشركات الشريكة طوعًا ودون ذكر أسمائهم.',
        'أشار أغلب المشاركين إلى أن قلة النوم وصعوبة التوقف عن التفكير في العمل بعد انتهاء الدوام من أبرز ما يؤثر في حالتهم النفسية، تليها ضغوط المواعيد النهائية.',
        'وأفاد المشاركون الذين استخدموا الاستشارات خلال العام بتحسن في قدرتهم على إدارة الضغط، وهو ما تعمل المنصة على دراسته بشكل أعمق.',
        'وستُستخدم النتائج لتطوير محاضرات وبرامج العام المقبل بما يلائم احتياجات الموظفين الفعلية.',
      ],
      en: [
        'Sakina has published a summary of its workplace wellbeing survey, completed voluntarily and anonymously by employees of partner companies.',
        'Most participants said that poor sleep and finding it hard to stop thinking about work after hours affected them most, followed by deadline pressure.',
        'Participants who used consultations during the year reported feeling better able to manage stress, something the platform is now studying in more depth.',
        'The findings will shape next year’s talks and programmes so that they match what employees actually need.',
      ],
    },
    tags: ['research', 'work-stress'],
    publishedOn: '2026-02-24',
  },
  {
    slug: 'new-provider-app-release',
    kind: 'news',
    title: { ar: 'إصدار جديد من تطبيق المختصين', en: 'New release of the provider app' },
    summary: {
      ar: 'يسهّل الإصدار الجديد على المختصين إدارة جداولهم واستقبال الطلبات العاجلة ومتابعة مستحقاتهم.',
      en: 'The new release makes it easier for practitioners to manage their schedules, take urgent requests and follow their earnings.',
    },
    body: {
      ar: [
        'أطلقت سكينة إصدارًا جديدًا من تطبيق المختصين، بواجهة أبسط لإدارة أوقات الإتاحة واستقبال الحجوزات المجدولة.',
        'يتيح التحديث للمختص تفعيل استقبال الاستشارات العاجلة في الأوقات التي يختارها، ويصله إشعار فوري عند وجود طلب يناسب تخصصه.',
        'كما يعرض التطبيق ملخصًا واضحًا للجلسات المنجزة وحصة المختص من كل جلسة، إضافة إلى أدوات لكتابة ملاحظات الجلسة بشكل آمن.',
      ],
      en: [
        'Sakina has released a new version of its provider app, with a simpler way to manage availability and receive scheduled bookings.',
        'Practitioners can now switch on urgent consultations for the hours they choose and receive an instant notification when a request matches their specialty.',
        'The app also shows a clear summary of completed sessions and the practitioner’s share of each one, along with tools for writing session notes securely.',
      ],
    },
    tags: ['platform-news'],
    publishedOn: '2026-07-21',
  },
  {
    slug: 'world-mental-health-day-2026',
    kind: 'news',
    title: {
      ar: 'اليوم العالمي للصحة النفسية 2026: لا تؤجل الحديث',
      en: 'World Mental Health Day 2026: don’t put off the conversation',
    },
    summary: {
      ar: 'دعت حملة هذا العام إلى عدم تأجيل طلب الدعم، مع جلسات توعوية مفتوحة وخصومات خاصة طوال أسبوع الحملة.',
      en: 'This year’s campaign encouraged people not to delay asking for support, with open awareness sessions and special discounts throughout the campaign week.',
    },
    body: {
      ar: [
        'احتفت سكينة باليوم العالمي للصحة النفسية في 10 أكتوبر بحملة «لا تؤجل الحديث»، التي تدعو إلى طلب الدعم مبكرًا بدل الانتظار حتى تتفاقم المشكلة.',
        'شملت الحملة جلسات توعوية مباشرة مع مختصين في القلق والاكتئاب والعلاقات الأسرية، إضافة إلى خصومات على الجلسة الأولى للمستخدمين الجدد طوال أسبوع الحملة.',
        'وذكّرت المنصة بأن الاستشارات متاحة على مدار الساعة، مجدولة أو عاجلة خلال 60 دقيقة، وأن حالات الطوارئ تستدعي الاتصال بالرقم 911.',
      ],
      en: [
        'Sakina marked World Mental Health Day on 10 October with the campaign “Don’t put off the conversation”, encouraging people to seek support early rather than waiting until things get worse.',
        'The campaign featured live awareness sessions with practitioners specialising in anxiety, depression and family relationships, plus discounts on a first session for new users throughout the week.',
        'The platform reminded everyone that consultations are available around the clock, scheduled or urgent within 60 minutes, and that emergencies need a call to 911.',
      ],
    },
    tags: ['awareness', 'events'],
    publishedOn: '2026-10-10',
  },
];

export const articles: SeedArticle[] = [...blogArticles, ...newsArticles];
