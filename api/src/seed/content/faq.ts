import type { SeedFaqCategory } from './types';

export const faqCategories: SeedFaqCategory[] = [
  {
    slug: 'about-the-platform',
    name: { ar: 'عن المنصة', en: 'About the platform' },
    questions: [
      {
        question: { ar: 'ما هي سكينة؟', en: 'What is Sakina?' },
        answer: {
          ar: 'سكينة منصة مرخّصة في المملكة العربية السعودية تقدّم استشارات نفسية وأسرية وطبية عن بُعد مع أطباء وأخصائيين نفسيين واجتماعيين مرخّصين، عبر المحادثة الكتابية أو الصوت أو الفيديو.',
          en: 'Sakina is a platform licensed in Saudi Arabia that offers online psychological, family and medical consultations with licensed physicians, psychologists and social workers, by written chat, voice or video.',
        },
      },
      {
        question: { ar: 'من هم المختصون في المنصة؟', en: 'Who are the practitioners on the platform?' },
        answer: {
          ar: 'لدينا أطباء في الطب النفسي وطب الأسرة، وأخصائيون نفسيون، وأخصائيون اجتماعيون ومعالجون أسريون. جميعهم يحملون تصنيفًا مهنيًا من الهيئة السعودية للتخصصات الصحية أو يخضعون للتحقق منه قبل استقبال المستخدمين.',
          en: 'We have physicians in psychiatry and family medicine, psychologists, and social workers and family therapists. All hold a professional classification from the Saudi Commission for Health Specialties, or have it verified before they see anyone.',
        },
      },
      {
        question: { ar: 'ما أنواع الاستشارات المتاحة؟', en: 'What kinds of consultation are available?' },
        answer: {
          ar: 'نقدّم نوعين من الاستشارات: استشارات نفسية تتناول القلق والاكتئاب والضغوط وغيرها، واستشارات أسرية تتناول العلاقات الزوجية والتربية والخلافات الأسرية. ويمكن أن تكون الاستشارة مجدولة في وقت تختاره أو عاجلة خلال 60 دقيقة.',
          en: 'There are two kinds: psychological consultations, covering anxiety, depression, stress and more, and family consultations, covering marriage, parenting and family conflict. Either can be scheduled at a time you choose or requested urgently within 60 minutes.',
        },
      },
      {
        question: { ar: 'هل الخدمة مناسبة لحالات الطوارئ؟', en: 'Is the service suitable for emergencies?' },
        answer: {
          ar: 'لا. المنصة ليست خدمة طوارئ. إذا كنت أنت أو شخص قريب منك في خطر مباشر أو تراودك أفكار بإيذاء النفس، فاتصل فورًا بالرقم 911 أو توجّه إلى أقرب قسم طوارئ.',
          en: 'No. The platform is not an emergency service. If you or someone close to you is in immediate danger or having thoughts of self-harm, call 911 straight away or go to the nearest emergency department.',
        },
      },
      {
        question: { ar: 'هل يمكن للمختص أن يصف لي دواءً؟', en: 'Can a practitioner prescribe medication?' },
        answer: {
          ar: 'الأطباء فقط، أي أطباء الطب النفسي وطب الأسرة، يمكنهم وصف الأدوية عند الحاجة الطبية. أما الأخصائيون النفسيون والاجتماعيون فيقدّمون العلاج والإرشاد بالحوار ولا يصفون أدوية.',
          en: 'Only physicians, that is psychiatrists and family physicians, can prescribe medication when it is medically needed. Psychologists and social workers provide talking therapy and counselling and do not prescribe.',
        },
      },
      {
        question: { ar: 'بأي لغات تُقدَّم الاستشارات؟', en: 'In which languages are consultations offered?' },
        answer: {
          ar: 'أغلب المختصين يتحدثون العربية، وكثير منهم يتحدثون الإنجليزية، وبعضهم يقدّم جلساته بالأردية أو الفرنسية. تظهر لغات كل مختص في ملفه الشخصي.',
          en: 'Most practitioners speak Arabic, many also speak English, and some hold sessions in Urdu or French. Each practitioner’s languages are listed on their profile.',
        },
      },
      {
        question: { ar: 'كيف أحمّل التطبيق؟', en: 'How do I get the app?' },
        answer: {
          ar: 'يتوفر تطبيق سكينة للأفراد في متجر آب ستور ومتجر جوجل بلاي، ويمكنك الوصول إلى رابطي التحميل من صفحة تحميل التطبيق في الموقع.',
          en: 'The Sakina app for individuals is available on the App Store and Google Play; you will find both links on the app download page of this website.',
        },
      },
    ],
  },
  {
    slug: 'booking-and-sessions',
    name: { ar: 'الحجز والجلسات', en: 'Booking and sessions' },
    questions: [
      {
        question: { ar: 'كيف أحجز استشارة؟', en: 'How do I book a consultation?' },
        answer: {
          ar: 'حمّل التطبيق وأنشئ حسابك، ثم اختر المختص المناسب من الدليل بحسب التخصص أو الجنس أو نوع الاستشارة، وحدّد الوقت وطريقة التواصل، ثم أكمل الدفع لتأكيد الحجز.',
          en: 'Download the app and create an account, choose a practitioner from the directory by specialty, gender or consultation type, pick a time and a way to talk, then complete payment to confirm.',
        },
      },
      {
        question: { ar: 'كم مدة الجلسة؟', en: 'How long is a session?' },
        answer: {
          ar: 'مدة الجلسة ثلاثون دقيقة. ويمكنك حجز جلسة متابعة مع المختص نفسه بعد انتهائها إن رغبت.',
          en: 'Each session lasts 30 minutes. You can book a follow-up with the same practitioner afterwards if you wish.',
        },
      },
      {
        question: {
          ar: 'ما الفرق بين الاستشارة المجدولة والعاجلة؟',
          en: 'What is the difference between a scheduled and an urgent consultation?',
        },
        answer: {
          ar: 'الاستشارة المجدولة تكون في يوم ووقت تختارهما من الأوقات المتاحة لدى المختص. أما العاجلة فتبدأ خلال 60 دقيقة من طلبها مع أول مختص متاح، وهي متوفرة على مدار الساعة طوال أيام الأسبوع.',
          en: 'A scheduled consultation takes place on a day and time you choose from the practitioner’s availability. An urgent consultation starts within 60 minutes of your request with the first available practitioner, and is available 24 hours a day, seven days a week.',
        },
      },
      {
        question: {
          ar: 'ما طرق التواصل المتاحة خلال الجلسة؟',
          en: 'How can I talk to the practitioner during a session?',
        },
        answer: {
          ar: 'يمكنك اختيار المحادثة الكتابية أو المكالمة الصوتية أو مكالمة الفيديو، بحسب ما يقدّمه المختص ويظهر في ملفه. اختر الطريقة التي تشعر معها بالراحة أكثر.',
          en: 'You can choose written chat, a voice call or a video call, depending on what the practitioner offers as shown on their profile. Pick whichever feels most comfortable to you.',
        },
      },
      {
        question: { ar: 'هل يمكنني اختيار جنس المختص؟', en: 'Can I choose the practitioner’s gender?' },
        answer: {
          ar: 'نعم، يتيح دليل المختصين التصفية بحسب الجنس، فيمكنك اختيار مختص أو مختصة حسب تفضيلك.',
          en: 'Yes. The practitioner directory lets you filter by gender, so you can choose a male or female practitioner as you prefer.',
        },
      },
      {
        question: {
          ar: 'ماذا يحدث إذا انقطع الاتصال أثناء الجلسة؟',
          en: 'What happens if the connection drops during a session?',
        },
        answer: {
          ar: 'يحاول التطبيق إعادة الاتصال تلقائيًا، ولا يُحتسب الوقت الضائع بسبب خلل تقني من جهتنا من مدة الجلسة. وإذا تعذّر استكمال الجلسة، فتواصل معنا لإعادة جدولتها.',
          en: 'The app tries to reconnect automatically, and time lost because of a technical fault on our side is not counted against your session. If the session cannot be completed, contact us to rebook it.',
        },
      },
      {
        question: { ar: 'هل يمكنني تغيير موعد الجلسة؟', en: 'Can I change my appointment time?' },
        answer: {
          ar: 'نعم، يمكنك إعادة جدولة الجلسة المجدولة من التطبيق قبل موعدها بأربع وعشرين ساعة على الأقل، وفق الأوقات المتاحة لدى المختص.',
          en: 'Yes. You can reschedule a scheduled session in the app at least 24 hours before it starts, subject to the practitioner’s availability.',
        },
      },
    ],
  },
  {
    slug: 'payments-and-refunds',
    name: { ar: 'الدفع والاسترداد', en: 'Payments and refunds' },
    questions: [
      {
        question: { ar: 'كيف تُحدَّد أسعار الجلسات؟', en: 'How are session prices set?' },
        answer: {
          ar: 'لكل مختص سعر خاص يظهر في ملفه بالريال السعودي لكل جلسة مدتها ثلاثون دقيقة، ويختلف بحسب التخصص والتصنيف المهني وسنوات الخبرة.',
          en: 'Each practitioner has their own price, shown on their profile in Saudi riyals for a 30-minute session. It varies with specialty, professional classification and years of experience.',
        },
      },
      {
        question: { ar: 'ما طرق الدفع المتاحة؟', en: 'Which payment methods are accepted?' },
        answer: {
          ar: 'يتم الدفع داخل التطبيق بالبطاقات المصرفية ووسائل الدفع الإلكترونية المتاحة، وتظهر لك الخيارات المتوفرة في صفحة الدفع قبل تأكيد الحجز.',
          en: 'Payment is made in the app by bank card or the electronic payment methods available; the options are shown on the checkout screen before you confirm.',
        },
      },
      {
        question: { ar: 'هل السعر المعروض نهائي؟', en: 'Is the displayed price final?' },
        answer: {
          ar: 'نعم، المبلغ الظاهر في صفحة الدفع قبل التأكيد هو المبلغ الذي ستدفعه، دون رسوم إضافية مخفية.',
          en: 'Yes. The amount shown on the checkout screen before you confirm is what you pay, with no hidden extra charges.',
        },
      },
      {
        question: { ar: 'هل يمكنني إلغاء الجلسة واسترداد المبلغ؟', en: 'Can I cancel a session and get a refund?' },
        answer: {
          ar: 'نعم، يمكنك إلغاء الجلسة المجدولة واسترداد المبلغ كاملًا إذا تم الإلغاء قبل موعدها بأربع وعشرين ساعة على الأقل. أما الإلغاء في وقت أقرب فلا يُسترد مبلغه إلا في ظروف استثنائية تراجعها خدمة العملاء.',
          en: 'Yes. You get a full refund if you cancel a scheduled session at least 24 hours before it starts. Later cancellations are not refunded except in exceptional circumstances, which our support team reviews.',
        },
      },
      {
        question: { ar: 'ماذا لو لم يحضر المختص الجلسة؟', en: 'What if the practitioner does not attend?' },
        answer: {
          ar: 'إذا لم يحضر المختص أو تعذّر عقد الجلسة لخلل من جهتنا، يحق لك استرداد المبلغ كاملًا أو إعادة حجز الجلسة دون أي تكلفة إضافية، حسب اختيارك.',
          en: 'If the practitioner does not attend, or the session cannot take place because of a fault on our side, you can choose a full refund or a free rebooking.',
        },
      },
      {
        question: {
          ar: 'ماذا لو لم يتوفر مختص للاستشارة العاجلة خلال 60 دقيقة؟',
          en: 'What if no practitioner is available for an urgent consultation within 60 minutes?',
        },
        answer: {
          ar: 'إذا لم تبدأ الاستشارة العاجلة خلال 60 دقيقة من طلبها، يُلغى الطلب ويُعاد إليك المبلغ كاملًا تلقائيًا.',
          en: 'If an urgent consultation has not started within 60 minutes of your request, the request is cancelled and you are refunded in full automatically.',
        },
      },
      {
        question: { ar: 'متى يصل المبلغ المسترد؟', en: 'How long does a refund take?' },
        answer: {
          ar: 'يُعاد المبلغ إلى وسيلة الدفع الأصلية، ويستغرق ظهوره عادة من خمسة إلى أربعة عشر يوم عمل بحسب البنك. ويمكنك متابعة طلب الاسترداد عبر نموذج التواصل باختيار سبب «استرداد».',
          en: 'Refunds go back to the original payment method and usually appear within 5 to 14 working days, depending on your bank. You can follow up through the contact form by choosing the “Refund” reason.',
        },
      },
    ],
  },
  {
    slug: 'privacy-and-confidentiality',
    name: { ar: 'الخصوصية والسرية', en: 'Privacy and confidentiality' },
    questions: [
      {
        question: { ar: 'هل جلساتي سرية؟', en: 'Are my sessions confidential?' },
        answer: {
          ar: 'نعم. المختصون ملتزمون بالسرية المهنية وفق أخلاقيات المهن الصحية، ولا يُطلع على محتوى جلستك أحد غيرك وغير المختص المعالج.',
          en: 'Yes. Practitioners are bound by professional confidentiality under the ethics of the health professions, and nobody but you and your practitioner sees what is discussed in your session.',
        },
      },
      {
        question: { ar: 'كيف تحمون بياناتي الشخصية؟', en: 'How do you protect my personal data?' },
        answer: {
          ar: 'نعالج بياناتك وفق نظام حماية البيانات الشخصية في المملكة العربية السعودية. ونتعامل مع البيانات الصحية على أنها بيانات حساسة، فنحصر الوصول إليها في أضيق نطاق ونحميها بالتشفير أثناء النقل والتخزين.',
          en: 'We process your data in line with Saudi Arabia’s Personal Data Protection Law (PDPL). Health data is treated as sensitive data: access is kept to the minimum necessary and it is encrypted in transit and at rest.',
        },
      },
      {
        question: {
          ar: 'هل تُشارك بياناتي مع جهة عملي إذا كنت مستفيدًا عبر شركتي؟',
          en: 'Is my information shared with my employer if I use the service through my company?',
        },
        answer: {
          ar: 'لا. لا تحصل جهة العمل على أي معلومات عن جلساتك أو هويتك، وإنما على تقارير مجمّعة لا تكشف هوية أي فرد.',
          en: 'No. Your employer never receives information about your sessions or your identity, only aggregated reports that cannot identify any individual.',
        },
      },
      {
        question: {
          ar: 'هل هناك حالات يمكن فيها كسر السرية؟',
          en: 'Are there cases where confidentiality can be broken?',
        },
        answer: {
          ar: 'في حالات محدودة جدًا يفرضها النظام، مثل وجود خطر جسيم على حياتك أو حياة غيرك، أو بطلب رسمي من جهة مختصة. وفي غير ذلك لا يُفصح عن أي معلومات دون موافقتك.',
          en: 'Only in very limited situations required by law, such as a serious risk to your life or someone else’s, or a formal request from a competent authority. Otherwise nothing is disclosed without your consent.',
        },
      },
      {
        question: { ar: 'هل يمكنني طلب حذف بياناتي؟', en: 'Can I ask for my data to be deleted?' },
        answer: {
          ar: 'نعم، يحق لك طلب الاطلاع على بياناتك أو تصحيحها أو حذفها وفق نظام حماية البيانات الشخصية، مع مراعاة مدد الاحتفاظ بالسجلات الصحية التي تفرضها الأنظمة.',
          en: 'Yes. Under the PDPL you can ask to access, correct or delete your data, subject to the retention periods that regulations set for health records.',
        },
      },
      {
        question: { ar: 'هل تُسجَّل جلسات الفيديو والصوت؟', en: 'Are video and voice sessions recorded?' },
        answer: {
          ar: 'لا تُسجَّل جلسات الصوت والفيديو. يحتفظ المختص بملاحظات مهنية موجزة في سجلك الآمن لضمان استمرارية الرعاية.',
          en: 'Voice and video sessions are not recorded. Your practitioner keeps brief professional notes in your secure record so that your care continues smoothly.',
        },
      },
    ],
  },
  {
    slug: 'practitioners',
    name: { ar: 'المختصون', en: 'Practitioners' },
    questions: [
      {
        question: { ar: 'كيف أنضم إلى المنصة كمختص؟', en: 'How do I join the platform as a practitioner?' },
        answer: {
          ar: 'سجّل عبر صفحة الانضمام بالبريد الإلكتروني وكلمة المرور، وأكّد بريدك بالرمز المرسل إليك، ثم أكمل طلب الانضمام بخطواته: المعلومات الشخصية، والمعلومات المهنية، والمرفقات، ثم التقييم. بعد المراجعة يظهر لك قرار القبول أو الرفض مع السبب.',
          en: 'Register on the join page with your email and a password, confirm your email with the code we send, then complete the application: personal information, professional information, attachments and evaluation. After review you will see whether you were accepted or, if not, the reason.',
        },
      },
      {
        question: { ar: 'ما شروط الانضمام؟', en: 'What are the requirements to join?' },
        answer: {
          ar: 'بكالوريوس في علم النفس أو الخدمة الاجتماعية، أو زمالة في الطب النفسي أو طب الأسرة للأطباء، مع تصنيف مهني ساري المفعول من الهيئة السعودية للتخصصات الصحية، وخبرة سريرية متصلة لا تقل عن سنتين. ويجتاز الأخصائيون النفسيون والاجتماعيون تقييمًا مهنيًا.',
          en: 'A bachelor’s degree in psychology or social work, or for physicians a fellowship in psychiatry or family medicine, together with a valid professional classification from the Saudi Commission for Health Specialties and at least two years of continuous clinical experience. Psychologists and social workers also complete a professional assessment.',
        },
      },
      {
        question: { ar: 'ما التصنيف المهني المطلوب؟', en: 'Which professional classification is required?' },
        answer: {
          ar: 'يجب أن تكون مصنّفًا لدى الهيئة السعودية للتخصصات الصحية. يُصنَّف الأطباء بدرجة نائب أو نائب أول أو استشاري أو استشاري تخصص دقيق، ويُصنَّف الأخصائيون بدرجة أخصائي أو أخصائي أول أو استشاري. ويظهر شعار «مصنّف» في ملف المختص بعد التحقق من تصنيفه.',
          en: 'You must be classified by the Saudi Commission for Health Specialties. Physicians are classified as registrar, senior registrar, consultant or subspecialty consultant; specialists as specialist, senior specialist or consultant. A “classified” badge appears on your profile once your classification is verified.',
        },
      },
      {
        question: { ar: 'ما المستندات المطلوبة في الطلب؟', en: 'Which documents do I need for the application?' },
        answer: {
          ar: 'السيرة الذاتية، وآخر مؤهل علمي، وصورة الهوية الوطنية أو الإقامة، ووثيقة التصنيف المهني، وأي شهادات علمية أخرى. تُقبل الصور والمستندات المقروءة بحجم لا يتجاوز 10 ميجابايت للملف.',
          en: 'Your CV, latest academic qualification, a copy of your national ID or iqama, your classification document and any other certificates. Images and readable documents are accepted, up to 10 MB per file.',
        },
      },
      {
        question: { ar: 'كيف يحصل المختص على مستحقاته؟', en: 'How are practitioners paid?' },
        answer: {
          ar: 'يحصل المختص على حصة من قيمة كل جلسة يقدّمها، وتُحوَّل المستحقات إلى حسابه البنكي المسجل. ويستطيع متابعة جلساته ومستحقاته من تطبيق المختصين.',
          en: 'Practitioners receive a share of the fee for every session they hold, paid into their registered bank account. They can follow their sessions and earnings in the provider app.',
        },
      },
      {
        question: { ar: 'هل العمل عن بُعد بالكامل؟', en: 'Is the work fully remote?' },
        answer: {
          ar: 'نعم، العمل عن بُعد من داخل المملكة العربية السعودية، ويحدد المختص أوقات إتاحته بنفسه من تطبيق المختصين، بما في ذلك استقبال الاستشارات العاجلة إن رغب.',
          en: 'Yes. The work is remote from within Saudi Arabia, and practitioners set their own availability in the provider app, including whether to take urgent consultations.',
        },
      },
      {
        question: { ar: 'كم تستغرق مراجعة طلب الانضمام؟', en: 'How long does it take to review an application?' },
        answer: {
          ar: 'تختلف المدة بحسب اكتمال المستندات ومواعيد التقييم، ويمكنك متابعة حالة طلبك في أي وقت من صفحة حالة الطلب بعد تسجيل الدخول.',
          en: 'It depends on how complete your documents are and on assessment dates. You can check your application status at any time on the status page after signing in.',
        },
      },
    ],
  },
  {
    slug: 'companies',
    name: { ar: 'الشركات', en: 'Companies' },
    questions: [
      {
        question: { ar: 'ما الخدمات التي تقدّمونها للشركات؟', en: 'What do you offer companies?' },
        answer: {
          ar: 'نقدّم برنامجًا للصحة النفسية في بيئة العمل يشمل خصومات على الاستشارات للموظفين، ومحاضرات وبرامج توعوية، واستبيانات لقياس ضغوط العمل، وتقييمات صحية، وتقارير دورية مجمّعة.',
          en: 'We offer a workplace mental health programme with discounted consultations for employees, awareness talks and programmes, work surveys, health assessments and periodic aggregated reports.',
        },
      },
      {
        question: { ar: 'كيف تطلب شركتنا الخدمة؟', en: 'How can our company request the service?' },
        answer: {
          ar: 'املأ نموذج طلب الخدمة في صفحة الأعمال باسم المنشأة وعدد الموظفين وعدد الفروع وبيانات الشخص المسؤول عن التواصل، وسيتواصل معكم فريقنا لإعداد عرض مناسب.',
          en: 'Fill in the request form on the business page with your organisation’s name, number of employees and branches, and the contact person’s details. Our team will get in touch to prepare a suitable offer.',
        },
      },
      {
        question: { ar: 'هل يطّلع صاحب العمل على جلسات الموظفين؟', en: 'Can the employer see employees’ sessions?' },
        answer: {
          ar: 'لا. الجلسات سرية تمامًا، ولا تتلقى الشركة إلا تقارير مجمّعة عن الاستخدام والرفاه العام لا تكشف هوية أي موظف.',
          en: 'No. Sessions are fully confidential; the company only receives aggregated reports on usage and general wellbeing that never identify an employee.',
        },
      },
      {
        question: { ar: 'هل تشمل الخدمة أسر الموظفين؟', en: 'Does the service cover employees’ families?' },
        answer: {
          ar: 'يمكن أن يشمل الاتفاق أفراد أسر الموظفين، خاصة في الاستشارات الأسرية، ويُحدَّد ذلك عند إعداد العرض بحسب احتياج الشركة.',
          en: 'The agreement can include employees’ family members, especially for family consultations; this is decided when the offer is prepared, based on what the company needs.',
        },
      },
      {
        question: { ar: 'هل الخدمة مناسبة للشركات الصغيرة؟', en: 'Is the service suitable for small companies?' },
        answer: {
          ar: 'نعم، نصمم البرنامج بحسب حجم المنشأة وعدد فروعها، سواء كانت شركة ناشئة أو مؤسسة كبيرة بفروع متعددة في مناطق المملكة.',
          en: 'Yes. We shape the programme to the size of the organisation and its branches, from a start-up to a large company with branches across the Kingdom.',
        },
      },
      {
        question: { ar: 'هل يمكن تقديم المحاضرات حضوريًا؟', en: 'Can talks be given in person?' },
        answer: {
          ar: 'تُقدَّم المحاضرات والبرامج التوعوية عن بُعد في الغالب، ويمكن الاتفاق على محاضرات حضورية في مقر الشركة بحسب المدينة والتوقيت.',
          en: 'Awareness talks and programmes are usually delivered online, and in-person talks at your premises can be arranged depending on the city and timing.',
        },
      },
    ],
  },
];
