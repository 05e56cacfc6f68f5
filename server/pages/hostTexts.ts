/** The languages the demo's own texts are translated into, in the order of `Translations`. */
const TRANSLATED = ['de', 'fr', 'es', 'ar', 'ja'];

/** A host text in German, French, Spanish, Arabic and Japanese. */
type Translations = readonly [de: string, fr: string, es: string, ar: string, ja: string];

/**
 * The texts the demo sends in its deposit forms' config (PID labels and help, custom-field
 * sections, labels, placeholders and help, the publish and deletion checklists, the deletion
 * policies), by their English:
 * InvenioRDM's are `lazy_gettext` strings, sent in the visitor's language.
 */
const HOST_TEXTS: Readonly<Record<string, Translations>> = {
  // The demo's publish checklist (`--publish-checklist`).
  'I confirm that the record contains no personal data.': [
    'Ich bestätige, dass der Datensatz keine personenbezogenen Daten enthält.',
    "Je confirme que l'enregistrement ne contient aucune donnée à caractère personnel.",
    'Confirmo que el registro no contiene datos personales.',
    'أؤكد أن السجل لا يحتوي على أي بيانات شخصية.',
    'このレコードに個人データが含まれていないことを確認しました。',
  ],
  // The demo's deletion checklist (server/requests/deletionChecklist.ts).
  'I want to correct the title, the creators or the description.': [
    'Ich möchte den Titel, die Urheber oder die Beschreibung korrigieren.',
    'Je souhaite corriger le titre, les créateurs ou la description.',
    'Quiero corregir el título, los creadores o la descripción.',
    'أريد تصحيح العنوان أو المنشئين أو الوصف.',
    'タイトル、作成者、または説明を訂正したい。',
  ],
  'There is no need to delete the record for that: the metadata of a published record can be edited at any time.':
    [
      'Dafür muss der Datensatz nicht gelöscht werden: Die Metadaten eines veröffentlichten Datensatzes lassen sich jederzeit bearbeiten.',
      "Inutile de supprimer l'enregistrement pour cela\u00a0: les métadonnées d'un enregistrement publié peuvent être modifiées à tout moment.",
      'Para ello no hace falta eliminar el registro: los metadatos de un registro publicado pueden editarse en cualquier momento.',
      'لا حاجة إلى حذف السجل لهذا الغرض: يمكن تعديل البيانات الوصفية للسجل المنشور في أي وقت.',
      'そのためにレコードを削除する必要はありません。公開済みレコードのメタデータはいつでも編集できます。',
    ],
  'I want to replace or add files.': [
    'Ich möchte Dateien ersetzen oder hinzufügen.',
    'Je souhaite remplacer ou ajouter des fichiers.',
    'Quiero sustituir o añadir archivos.',
    'أريد استبدال ملفات أو إضافة ملفات.',
    'ファイルを差し替えたい、または追加したい。',
  ],
  'Publish a new version of the record instead: its files can change there, and this version stays citable. See <a href="https://inveniordm.docs.cern.ch/">the InvenioRDM documentation</a>.':
    [
      'Veröffentlichen Sie stattdessen eine neue Version des Datensatzes: Dort können sich die Dateien ändern, und diese Version bleibt zitierbar. Siehe <a href="https://inveniordm.docs.cern.ch/">die Dokumentation von InvenioRDM</a>.',
      'Publiez plutôt une nouvelle version de l\'enregistrement\u00a0: ses fichiers peuvent y changer, et cette version reste citable. Voir <a href="https://inveniordm.docs.cern.ch/">la documentation d\'InvenioRDM</a>.',
      'Publique en su lugar una nueva versión del registro: en ella pueden cambiar los archivos, y esta versión sigue siendo citable. Consulte <a href="https://inveniordm.docs.cern.ch/">la documentación de InvenioRDM</a>.',
      'انشر بدلًا من ذلك إصدارًا جديدًا من السجل: يمكن تغيير ملفاته فيه، ويبقى هذا الإصدار قابلًا للاستشهاد به. راجع <a href="https://inveniordm.docs.cern.ch/">توثيق InvenioRDM</a>.',
      '代わりにレコードの新しいバージョンを公開してください。新しいバージョンではファイルを変更でき、このバージョンは引き続き引用できます。<a href="https://inveniordm.docs.cern.ch/">InvenioRDMのドキュメント</a>を参照してください。',
    ],
  // The deletion policies' descriptions (server/requests/recordDeletion.ts); {days} is the period.
  'You can delete your own records within {days} days of publishing them.': [
    'Sie können Ihre eigenen Datensätze innerhalb von {days} Tagen nach der Veröffentlichung löschen.',
    'Vous pouvez supprimer vos propres enregistrements dans les {days} jours suivant leur publication.',
    'Puede eliminar sus propios registros en los {days} días siguientes a su publicación.',
    'يمكنك حذف سجلاتك خلال {days} يومًا من نشرها.',
    '自分のレコードは、公開から{days}日以内であれば削除できます。',
  ],
  'This record was published more than {days} days ago: ask for its deletion, and say why in detail.':
    [
      'Dieser Datensatz wurde vor mehr als {days} Tagen veröffentlicht: Beantragen Sie seine Löschung und begründen Sie sie ausführlich.',
      'Cet enregistrement a été publié il y a plus de {days} jours\u00a0: demandez sa suppression en expliquant en détail pourquoi.',
      'Este registro se publicó hace más de {days} días: solicite su eliminación y explique detalladamente el motivo.',
      'نُشر هذا السجل منذ أكثر من {days} يومًا: اطلب حذفه مع شرح الأسباب بالتفصيل.',
      'このレコードは公開から{days}日以上経過しています。削除を申請し、その理由を詳しく記入してください。',
    ],

  // The DOI provider (`get_form_pids_config`).
  'Digital Object Identifier': [
    'Digitaler Objektbezeichner',
    "Identifiant numérique d'objet",
    'Identificador de objeto digital',
    'المعرّف الرقمي للكائن',
    'デジタルオブジェクト識別子',
  ],
  'Copy/paste your existing DOI here...': [
    'Fügen Sie hier Ihre vorhandene DOI ein …',
    'Collez ici votre DOI existant…',
    'Pegue aquí su DOI existente…',
    'الصق هنا معرّف DOI الموجود لديك…',
    '既存のDOIをここに貼り付けてください…',
  ],
  'Get a DOI now!': [
    'Jetzt eine DOI erhalten',
    'Obtenir un DOI maintenant',
    'Obtener un DOI ahora',
    'احصل على معرّف DOI الآن',
    '今すぐDOIを取得',
  ],
  'Discard the reserved DOI': [
    'Reservierte DOI verwerfen',
    'Abandonner le DOI réservé',
    'Descartar el DOI reservado',
    'إلغاء حجز معرّف DOI',
    '予約済みのDOIを破棄',
  ],
  'Discard the reserved DOI.': [
    'Reservierte DOI verwerfen.',
    'Abandonner le DOI réservé.',
    'Descartar el DOI reservado.',
    'إلغاء حجز معرّف DOI.',
    '予約済みのDOIを破棄します。',
  ],
  'Reserve a DOI by pressing the button (so it can be included in files prior to upload). The DOI is registered when your upload is published.':
    [
      'Reservieren Sie über die Schaltfläche eine DOI, um sie schon vor dem Hochladen in Ihre Dateien aufnehmen zu können. Die DOI wird bei der Veröffentlichung Ihres Uploads registriert.',
      "Réservez un DOI à l'aide du bouton afin de pouvoir le mentionner dans vos fichiers avant leur dépôt. Le DOI est enregistré lors de la publication de votre dépôt.",
      'Reserve un DOI con el botón para poder incluirlo en sus archivos antes de subirlos. El DOI se registra al publicarse su depósito.',
      'احجز معرّف DOI بالضغط على الزر ليتسنّى لك إدراجه في ملفاتك قبل رفعها. يُسجَّل المعرّف عند نشر ما رفعته.',
      'ボタンを押すとDOIを予約でき、アップロード前のファイルに記載できます。DOIはアップロードの公開時に登録されます。',
    ],
  'A DOI allows your upload to be easily and unambiguously cited. Example: 10.1234/foo.bar': [
    'Mit einer DOI lässt sich Ihr Upload einfach und eindeutig zitieren. Beispiel: 10.1234/foo.bar',
    'Un DOI permet de citer votre dépôt facilement et sans ambiguïté. Exemple\u00a0: 10.1234/foo.bar',
    'Un DOI permite citar su depósito de forma sencilla e inequívoca. Ejemplo: 10.1234/foo.bar',
    'يتيح معرّف DOI الاستشهاد بما رفعته بسهولة ودون لبس. مثال: 10.1234/foo.bar',
    'DOIがあれば、アップロードを簡単かつ一意に引用できます。例: 10.1234/foo.bar',
  ],

  // Custom-field sections; the first four and their fields are InvenioRDM's own.
  Journal: ['Zeitschrift', 'Revue', 'Revista', 'المجلة', '学術誌'],
  Imprint: ['Erschienen in', 'Publié dans', 'Publicado en', 'نُشر في', '収録先'],
  Conference: ['Konferenz', 'Conférence', 'Congreso', 'المؤتمر', '会議'],
  Meeting: ['Tagung', 'Réunion', 'Reunión', 'الاجتماع', '会合'],
  Thesis: ['Abschlussarbeit', 'Thèse', 'Tesis', 'الأطروحة', '学位論文'],
  'Project details': [
    'Projektangaben',
    'Détails du projet',
    'Detalles del proyecto',
    'تفاصيل المشروع',
    'プロジェクトの詳細',
  ],

  // The demo's own fields (server/records/customFields).
  'Project website': [
    'Projektwebsite',
    'Site web du projet',
    'Sitio web del proyecto',
    'الموقع الإلكتروني للمشروع',
    'プロジェクトのウェブサイト',
  ],
  'Where the project that produced these data is described.': [
    'Wo das Projekt beschrieben ist, aus dem diese Daten hervorgegangen sind.',
    'Page où est décrit le projet dont sont issues ces données.',
    'Dónde se describe el proyecto del que proceden estos datos.',
    'الموقع الذي يُعرَّف فيه بالمشروع الذي أنتج هذه البيانات.',
    'このデータを生み出したプロジェクトを紹介しているページ。',
  ],
  'Data processing': [
    'Datenverarbeitung',
    'Traitement des données',
    'Procesamiento de los datos',
    'معالجة البيانات',
    'データ処理',
  ],
  'How the raw data were cleaned and processed.': [
    'Wie die Rohdaten bereinigt und verarbeitet wurden.',
    'Comment les données brutes ont été nettoyées et traitées.',
    'Cómo se depuraron y procesaron los datos brutos.',
    'كيف نُظِّفت البيانات الأولية وعولجت.',
    '生データのクリーニングと処理の方法。',
  ],
  Methods: ['Methoden', 'Méthodes', 'Métodos', 'الطرائق', '手法'],
  'The methods used to collect the data.': [
    'Die Methoden, mit denen die Daten erhoben wurden.',
    'Les méthodes employées pour collecter les données.',
    'Los métodos empleados para recopilar los datos.',
    'الطرائق المتّبعة في جمع البيانات.',
    'データの収集に用いた手法。',
  ],
  'Number of samples': [
    'Anzahl der Proben',
    "Nombre d'échantillons",
    'Número de muestras',
    'عدد العيّنات',
    'サンプル数',
  ],
  'How many samples the data cover.': [
    'Wie viele Proben die Daten umfassen.',
    "Nombre d'échantillons sur lesquels portent les données.",
    'Cuántas muestras abarcan los datos.',
    'عدد العيّنات التي تشملها البيانات.',
    'データが対象とするサンプルの数。',
  ],
  Instrument: ['Instrument', 'Instrument', 'Instrumento', 'الجهاز', '機器'],
  'Choose an instrument': [
    'Instrument auswählen',
    'Choisissez un instrument',
    'Elija un instrumento',
    'اختر جهازًا',
    '機器を選択してください',
  ],
  'The main instrument used.': [
    'Das hauptsächlich verwendete Instrument.',
    "L'instrument principal utilisé.",
    'El instrumento principal utilizado.',
    'الجهاز الرئيسي المستخدَم.',
    '主に使用した機器。',
  ],
  Disciplines: ['Fachgebiete', 'Disciplines', 'Disciplinas', 'التخصصات', '分野'],
  'Search for a discipline': [
    'Nach einem Fachgebiet suchen',
    'Recherchez une discipline',
    'Busque una disciplina',
    'ابحث عن تخصص',
    '分野を検索',
  ],
  'Fields of research the data belong to.': [
    'Die Forschungsgebiete, denen die Daten zuzuordnen sind.',
    'Les domaines de recherche dont relèvent les données.',
    'Las áreas de investigación a las que pertenecen los datos.',
    'مجالات البحث التي تنتمي إليها البيانات.',
    'データが属する研究分野。',
  ],
  'Ongoing collection': [
    'Laufende Datenerhebung',
    'Collecte en cours',
    'Recopilación en curso',
    'جمع البيانات مستمر',
    '継続中のデータ収集',
  ],
  'Whether data are still being collected.': [
    'Ob noch Daten erhoben werden.',
    'Indique si des données sont encore collectées.',
    'Si todavía se están recopilando datos.',
    'ما إذا كان جمع البيانات لا يزال جاريًا.',
    'データの収集が現在も続いているかどうか。',
  ],
  'Still collecting': [
    'Erhebung läuft noch',
    'Toujours en cours',
    'Todavía en curso',
    'لا يزال الجمع جاريًا',
    '収集中',
  ],
  Complete: ['Abgeschlossen', 'Terminée', 'Finalizada', 'مكتمل', '完了'],
  'Project keywords': [
    'Projektschlagwörter',
    'Mots-clés du projet',
    'Palabras clave del proyecto',
    'الكلمات المفتاحية للمشروع',
    'プロジェクトのキーワード',
  ],
  'Type a keyword': [
    'Schlagwort eingeben',
    'Saisissez un mot-clé',
    'Escriba una palabra clave',
    'اكتب كلمة مفتاحية',
    'キーワードを入力',
  ],
  'Words the project is known by.': [
    'Begriffe, unter denen das Projekt bekannt ist.',
    'Termes sous lesquels le projet est connu.',
    'Términos por los que se conoce el proyecto.',
    'الكلمات التي يُعرَف بها المشروع.',
    'プロジェクトを表す語。',
  ],
  'Add project keyword': [
    'Projektschlagwort hinzufügen',
    'Ajouter un mot-clé du projet',
    'Añadir palabra clave del proyecto',
    'إضافة كلمة مفتاحية للمشروع',
    'プロジェクトのキーワードを追加',
  ],
  'Data quality': [
    'Datenqualität',
    'Qualité des données',
    'Calidad de los datos',
    'جودة البيانات',
    'データ品質',
  ],
  'How complete and checked the data are, from 1 (raw) to 5 (fully verified).': [
    'Wie vollständig und geprüft die Daten sind, von 1 (Rohdaten) bis 5 (vollständig verifiziert).',
    'Degré de complétude et de vérification des données, de 1 (brutes) à 5 (entièrement vérifiées).',
    'Grado de completitud y verificación de los datos, de 1 (brutos) a 5 (totalmente verificados).',
    'مدى اكتمال البيانات وتدقيقها، من 1 (أولية) إلى 5 (متحقَّق منها بالكامل).',
    'データの完全性と検証の度合い。1（未処理）から5（完全に検証済み）まで。',
  ],
};

/** `english` in the page's language `code`, or in English where the demo has no translation. */
export const hostText = (english: string, code: string): string => {
  const index = TRANSLATED.indexOf(code);
  return (index >= 0 && HOST_TEXTS[english]?.[index]) || english;
};
