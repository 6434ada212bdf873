// Public pages in English: the three legal pages, the ambassadors programme and the landing page
// for veterinary clinics. Slugs are the page keys.
import type { SeedPage } from './types';

const LAST_UPDATED = '<p><strong>Last updated:</strong> 10 November 2026</p>';

const privacyPolicy: SeedPage = {
  key: 'privacy-policy',
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  bodyHtml: `${LAST_UPDATED}
<p>This privacy policy explains what personal data PetCare collects when you use our website and app, why we collect it, how long we keep it and the choices you have. If anything is unclear, email us at support@petcare.example.</p>
<h2>Who we are</h2>
<p>PetCare (“PetCare”, “we”, “us”) provides an online service for pet keepers, with an AI symptom checker, photo analysis, health reports, diet and weight plans, pet-care articles and a directory of local care services, as well as an area for veterinary professionals. PetCare is the controller of the personal data described in this policy, except where a veterinary clinic uses PetCare to keep its own clinical records: in that case the clinic is the controller, and PetCare processes the data on its behalf.</p>
<p>[[operator-details]]</p>
<h2>What we collect</h2>
<ul>
<li><strong>Account details:</strong> your name, email address, phone number (if you choose to verify it), your password (stored only as a secure hash) or the sign-in provider you use, and your language and unit preferences.</li>
<li><strong>Information about your pets:</strong> name, species, breed, age, weight, health history, visits and any notes you add.</li>
<li><strong>What you share with our AI features:</strong> the messages you write to the symptom checker, the photos you upload for analysis and the reports generated from them.</li>
<li><strong>Subscription and payment information:</strong> your plan, billing details and transaction history. Card details are handled by our payment provider; we never see or store full card numbers.</li>
<li><strong>Ambassador information:</strong> if you join the ambassadors programme, your referral activity, your rewards and the details needed to pay them.</li>
<li><strong>Technical and usage data:</strong> device and browser type, IP address, the pages you visit and the actions you take in the app, collected through cookies and similar technologies.</li>
</ul>
<p>Information about your pet’s health is not a special category of personal data under the GDPR, but we know it can say something about you and your household, so we protect it with the same care as the rest of your account.</p>
<h2>Why we use it, and our legal bases</h2>
<ul>
<li><strong>To provide the service you asked for:</strong> your account, pet profiles, symptom checks, photo analysis, health reports and plans (performance of our contract with you).</li>
<li><strong>To take payments and manage subscriptions</strong> (contract, and legal obligations such as keeping accounting records).</li>
<li><strong>To keep PetCare secure and working</strong>, prevent fraud and abuse, and fix problems (our legitimate interests).</li>
<li><strong>To improve our features</strong>, including the quality and safety of AI answers, using de-identified or aggregated data wherever possible (legitimate interests). We never use your photos or conversations to train third-party models without your consent.</li>
<li><strong>To send you service messages</strong> such as password resets, verification codes and notice of important changes (contract), and <strong>newsletters or offers</strong> only if you have opted in (consent, which you can withdraw at any time).</li>
<li><strong>To run the ambassadors programme</strong>, record referrals and pay rewards (contract).</li>
</ul>
<h2>AI features and automated processing</h2>
<p>The symptom checker and photo analysis use automated processing to suggest an urgency level and the reasons for it: from your messages, and for a photo from your answers about it (the photo itself is checked only for sharpness, exposure and size). These suggestions are information, not a veterinary diagnosis, and they do not produce legal or similarly significant effects on you. When an external AI provider processes a request, it acts as our processor under a contract that forbids it from using your data for its own purposes.</p>
<h2>Who we share data with</h2>
<p>We do not sell your personal data. We share it only with:</p>
<ul>
<li>service providers who help us run PetCare, such as hosting, email and SMS delivery, AI model providers, payment processing and customer support, all bound by data processing agreements;</li>
<li>veterinary clinics, when you choose to share a report or your pet’s records with them;</li>
<li>public authorities or courts, when the law requires it, or where necessary to protect the rights and safety of our users.</li>
</ul>
<h2>International transfers</h2>
<p>Some of our providers are located outside the UK and the European Economic Area. When your data is transferred, we rely on adequacy decisions or on the European Commission’s Standard Contractual Clauses and the UK addendum.</p>
<h2>How long we keep it</h2>
<p>We keep your account data for as long as your account is open. If you delete your account, we delete or anonymise your personal data within 30 days, except where the law requires us to keep it longer; invoices, for example, are kept for the period required by tax rules. Security logs are kept for up to 12 months.</p>
<h2>Cookies</h2>
<p>We use strictly necessary cookies to keep you signed in and to remember your language and your light or dark theme. With your consent, we also use analytics cookies to understand how PetCare is used. You can change your choice at any time in your browser or in the cookie settings.</p>
<h2>Your rights</h2>
<p>Under the GDPR and similar laws, you have the right to access your data, to correct it, to have it deleted, to restrict or object to certain processing, to receive it in a portable format and to withdraw consent at any time. You can do much of this yourself in your account settings; for anything else, email support@petcare.example. We will reply within one month. You also have the right to complain to a data protection authority, such as the supervisory authority in the country where you live.</p>
<h2>Children</h2>
<p>PetCare is not intended for children under 16, and we do not knowingly collect their personal data. If you believe a child has given us their data, please contact us and we will delete it.</p>
<h2>Security</h2>
<p>We protect your data with encryption in transit, hashed passwords, access controls and regular reviews. No online service can be completely secure, so please use a strong password that you do not use elsewhere. If a breach affects your rights, we will inform you and the relevant authority as the law requires.</p>
<h2>Changes and contact</h2>
<p>We will update this policy when our service or the law changes, and we will tell you in advance about significant changes. Questions or requests: support@petcare.example.</p>`,
};

const termsAndConditions: SeedPage = {
  key: 'terms-and-conditions',
  slug: 'terms-and-conditions',
  title: 'Terms and Conditions',
  bodyHtml: `${LAST_UPDATED}
<p>These terms and conditions (“terms”) are the agreement between you and PetCare for the use of the PetCare website and app. Please read them carefully. By creating an account or using PetCare, you accept these terms; if you do not agree with them, please do not use the service.</p>
<h2>What PetCare is, and what it is not</h2>
<p>PetCare helps you look after your pets. You can keep pet profiles and health records, use the AI symptom checker and photo analysis, create health reports, follow a diet and weight plan, read articles and find local care services.</p>
<p><strong>PetCare is not a veterinary service and does not diagnose or treat animals.</strong> The AI symptom checker gives an urgency level and the reasons for it; photo analysis and reports give general information. They can be incomplete or wrong, and they never replace an examination by a veterinarian. In an emergency, contact a vet or an emergency clinic straight away rather than waiting for an answer from the app.</p>
<h2>Your account</h2>
<ul>
<li>You must be at least 18 years old, or the age of majority where you live, to open an account.</li>
<li>Give us accurate information and keep your password secret. You are responsible for what happens on your account.</li>
<li>Tell us at once at support@petcare.example if you think someone else has used your account.</li>
</ul>
<h2>Subscriptions and payment</h2>
<p>Some features are free; others need a paid subscription. The price, what each plan includes and the billing period are shown before you buy. Subscriptions renew automatically at the end of each period until you cancel. You can cancel at any time in your account settings: cancellation takes effect at the end of the current period, and you keep access until then.</p>
<p>If you live in the United Kingdom or the European Union, you have a legal right to withdraw from a purchase within 14 days. Because the service starts immediately, we will ask you to agree to it starting within that period; if you then withdraw, we may charge for the part of the service already provided, as the law allows. Nothing in these terms affects your statutory rights as a consumer.</p>
<p>We may change prices for future billing periods. We will tell you at least 30 days in advance, and you can cancel before the new price applies.</p>
<h2>Acceptable use</h2>
<p>When using PetCare, you agree not to:</p>
<ul>
<li>break the law or infringe anyone else’s rights;</li>
<li>upload content that is offensive or misleading, or that shows cruelty to animals;</li>
<li>try to access other users’ data, disrupt the service or copy it by automated means;</li>
<li>use PetCare to give paid veterinary advice to others, or present AI answers as a professional opinion.</li>
</ul>
<h2>Your content</h2>
<p>You keep ownership of the photos, messages and information you add. You give PetCare a limited licence to store, process and display that content only as needed to provide and improve the service for you, as described in our privacy policy. You can delete your content at any time. Please upload only content you have the right to share.</p>
<h2>The ambassadors programme</h2>
<p>If you join the PetCare ambassadors programme, its programme rules apply in addition to these terms. Rewards are earned only for genuine referrals that meet those rules.</p>
<h2>Care listings and other websites</h2>
<p>Our care pages list local clinics and services for your information. These providers are independent of PetCare, and we are not responsible for the services they provide, so please confirm details such as opening hours with them directly. Links to other websites are provided for convenience only.</p>
<h2>Our intellectual property</h2>
<p>The PetCare name, logo, software, articles and design belong to PetCare or our licensors. You may use them only to use the service for your own, non-commercial purposes.</p>
<h2>Liability</h2>
<p>We work hard to keep PetCare accurate and available, but we provide it “as is” and cannot promise that it will be uninterrupted or free of errors. To the extent the law allows, we are not liable for decisions about your pet’s care made on the basis of information from the app, or for indirect or unforeseeable losses, and our total liability to you in any 12-month period is limited to the amount you paid us in that period. Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for anything else that cannot be limited by law.</p>
<h2>Suspension and closing your account</h2>
<p>You can close your account at any time. We may suspend or close an account that seriously or repeatedly breaks these terms, giving notice where we reasonably can. If we ever close the service altogether, we will give you reasonable notice and refund any prepaid period you have not used.</p>
<h2>Changes to these terms</h2>
<p>We may update these terms when our service or the law changes. We will tell you about significant changes at least 30 days before they take effect; if you do not accept them, you can close your account before that date.</p>
<h2>Law and disputes</h2>
<p>These terms are governed by the law of the country in which PetCare is established. If you are a consumer, you also keep the mandatory protections of the law of the country where you live and may bring a claim in your local courts. Please contact us first: most problems can be solved quickly by writing to support@petcare.example.</p>`,
};

const providersTermsOfUse: SeedPage = {
  key: 'providers-terms-of-use',
  slug: 'providers-terms-of-use',
  title: 'Providers’ Terms of Use',
  bodyHtml: `${LAST_UPDATED}
<p>These terms of use apply to veterinary surgeons, veterinary nurses and technicians, and veterinary clinics (“providers”, “you”) that use the PetCare vet area. They apply in addition to the general PetCare terms and conditions; where the two conflict, these terms prevail for your use of the vet area.</p>
<h2>Who can use the vet area</h2>
<ul>
<li>Individual users must hold a current registration or licence to practise with the veterinary regulator where they work, or work under the supervision of someone who does.</li>
<li>A clinic account must be opened by a person authorised to act for the clinic. That person is responsible for adding and removing team members and for the roles they are given.</li>
<li>You must tell us promptly if a registration lapses, is suspended or becomes subject to conditions.</li>
</ul>
<p>We may ask for evidence of registration at any time and may suspend access until we receive it.</p>
<h2>Professional responsibility</h2>
<p>Clinical decisions remain yours. Information in PetCare, including the urgency levels, reasons, photo analyses and reports produced by our AI features, is decision support prepared for pet keepers. It is not a diagnosis, it may be incomplete or wrong, and it must not replace your own examination and professional judgement. You remain responsible for following your regulator’s code of professional conduct, including its rules on consent, prescribing, clinical records and advertising.</p>
<h2>Clinic profiles and listings</h2>
<p>If your clinic appears on PetCare care pages, you are responsible for the accuracy of its name, address, opening hours, services and emergency arrangements, and for updating them when they change. Profiles must not contain misleading claims, price comparisons you cannot substantiate or testimonials that break advertising rules.</p>
<h2>Data protection</h2>
<p>When pet keepers share their pet’s information with your clinic through PetCare, your clinic becomes an independent controller of the data it receives and of the clinical records it creates. When your clinic uses PetCare to store and manage those records, PetCare acts as your processor under our data processing agreement, which forms part of these terms and follows Article 28 of the GDPR. In particular, we:</p>
<ul>
<li>process clinic data only on your documented instructions;</li>
<li>make sure our staff and sub-processors are bound by confidentiality;</li>
<li>apply appropriate technical and organisational security measures;</li>
<li>help you respond to pet keepers who exercise their data protection rights;</li>
<li>notify you without undue delay of any personal data breach affecting your data;</li>
<li>delete or return your data at the end of our relationship, as you choose.</li>
</ul>
<p>For your part, you must have a lawful basis for the data you enter, give pet keepers the information the law requires, and open records only when you have a professional reason to do so.</p>
<h2>Confidentiality and account security</h2>
<p>Keep your login details secret, do not share accounts between people, and use the roles PetCare provides so that each team member sees only what they need. Tell us immediately at support@petcare.example if you suspect unauthorised access.</p>
<h2>Acceptable use</h2>
<p>You must not use the vet area to solicit pet keepers who have not chosen your clinic, send marketing messages without consent, upload unlawful content or attempt to access another clinic’s data. Automated extraction of data from PetCare is not permitted.</p>
<h2>Fees</h2>
<p>Any fees for the vet area, and what they include, are set out in your order or plan. Unless agreed otherwise, fees are billed monthly in advance and exclude VAT and other taxes. We will give at least 60 days’ notice of any price change.</p>
<h2>Intellectual property</h2>
<p>PetCare keeps all rights in the platform. Your clinic keeps all rights in its own content and records, and gives PetCare the licence needed to host and display them as part of the service.</p>
<h2>Suspension and termination</h2>
<p>Either party may end the arrangement with 30 days’ written notice. We may suspend access immediately if there is a risk to animal welfare or data security, or if a registration is no longer valid. After termination you can export your clinic’s records for 60 days, after which we delete them, unless the law requires us to keep them.</p>
<h2>Liability</h2>
<p>Each party is responsible for its own acts and omissions. PetCare is not liable for clinical decisions, for the outcome of treatment, or for losses arising from the use of AI outputs without professional judgement. The limits of liability in the general terms apply, except where the law does not allow them.</p>
<h2>Changes and contact</h2>
<p>We will give clinics at least 30 days’ notice of significant changes to these terms. For questions about these terms or our data processing agreement, write to support@petcare.example.</p>`,
};

const ambassadors: SeedPage = {
  key: 'ambassadors',
  slug: 'ambassadors',
  title: 'PetCare Ambassadors',
  bodyHtml: `<p>PetCare ambassadors are pet lovers and veterinary professionals who believe good information makes for healthier, happier pets, and who enjoy sharing what works. If you already recommend PetCare to friends, clients or followers, the ambassadors programme lets you do it officially and earn rewards along the way.</p>
<h2>Who can become an ambassador</h2>
<ul>
<li><strong>Pet keepers</strong> who use PetCare and want to share it with family, friends and their community.</li>
<li><strong>Creators and community organisers</strong>, such as pet bloggers, breed club members, rescue volunteers and dog-walking groups.</li>
<li><strong>Veterinary surgeons, nurses and clinics</strong> who want a trusted tool to recommend to clients between visits.</li>
</ul>
<h2>How it works</h2>
<ul>
<li><strong>Join:</strong> sign in to your PetCare account and apply from the affiliate programme section of your settings. We review every application, usually within a few working days.</li>
<li><strong>Get your promo pack:</strong> once accepted, you receive a personal referral code and a promo pack with images, short texts and tips for sharing PetCare responsibly.</li>
<li><strong>Share:</strong> tell people about PetCare in your own words, on social media, in your newsletter, at your clinic or in person.</li>
<li><strong>Earn:</strong> when someone subscribes with your code, you earn a reward. Your dashboard shows referrals, rewards and payouts as they happen.</li>
</ul>
<h2>Rewards</h2>
<p>Ambassadors earn a commission on the subscriptions they refer, and the people they refer can receive a welcome offer. Active ambassadors also get early access to new features, and clinics can request materials for their waiting room. Current rates and payout thresholds are set out in the programme rules, which you accept when you join.</p>
<h2>Our ground rules</h2>
<p>Trust is what makes a recommendation worth something, so we ask every ambassador to:</p>
<ul>
<li>be open about the relationship, for example by saying that you earn a reward, as advertising rules in most countries require;</li>
<li>never claim that PetCare diagnoses or treats illness: the symptom checker gives an urgency level and the reasons for it, not a diagnosis;</li>
<li>never send spam, bid on the PetCare name in search ads or make misleading offers;</li>
<li>respect the privacy of the people you refer.</li>
</ul>
<h2>For veterinary professionals</h2>
<p>Vets and nurses who join as ambassadors follow their professional code of conduct when recommending any product. Many share PetCare as a way for clients to keep health notes, photos and reports ready for appointments, and to recognise when a problem needs an urgent visit.</p>
<p>Questions about the programme? Write to support@petcare.example and the ambassadors team will get back to you.</p>`,
};

const vet: SeedPage = {
  key: 'vet',
  slug: 'vet',
  title: 'PetCare for Veterinary Clinics',
  bodyHtml: `<p>PetCare helps pet keepers notice problems early, judge how urgently to seek care and arrive at your clinic with the information you need. The PetCare vet area gives your team a simple way to work with those clients, before, during and after the consultation.</p>
<h2>What your clinic gets</h2>
<ul>
<li><strong>Better-prepared consultations:</strong> with the owner’s permission, you see the symptom checker summary, the urgency level and its reasons, the timeline of signs, photos and weight history before the visit starts.</li>
<li><strong>Health reports you can read in a minute:</strong> structured reports bring together the pet’s profile, recent concerns and notes from previous visits.</li>
<li><strong>Visit records and follow-up:</strong> record visits, share aftercare instructions and diet or weight plans with owners, and see how they are getting on.</li>
<li><strong>A listing on PetCare care pages:</strong> local pet keepers can find your clinic, your opening hours and your emergency arrangements.</li>
<li><strong>Team roles:</strong> vets, nurses and reception staff each get the access they need, linked to your clinic.</li>
</ul>
<h2>Triage support, never a diagnosis</h2>
<p>PetCare’s AI features are built to support veterinary judgement, not to replace it. The symptom checker gives pet keepers an urgency level and the reasons for it, and it always sends emergencies straight to a vet. It does not diagnose or suggest prescription treatments: its reasons describe the signs that set the level and, where that explains the urgency, what those signs can point to (“a dog trying to vomit without bringing anything up can be bloat”). Photo analysis checks that a photo is clear enough and asks the keeper about what it shows; the built-in engine does not interpret the picture. The result is fewer owners waiting too long with a sick pet, and better information in the consulting room.</p>
<h2>Data protection built in</h2>
<p>Owners decide what they share with your clinic. The clinical records your team creates remain yours, and PetCare processes them on your behalf under a GDPR-compliant data processing agreement. Data is encrypted in transit, access is role-based and logged, and you can export your records at any time.</p>
<h2>Getting started</h2>
<ul>
<li>Tell us about your clinic by writing to support@petcare.example.</li>
<li>We verify your clinic and the professional registration of your veterinary team.</li>
<li>Invite your colleagues, complete your listing and start receiving reports shared by clients.</li>
</ul>
<p>Setup usually takes less than a day, and our team is happy to walk you through it. Use of the vet area is governed by our providers’ terms of use.</p>`,
};

export const PAGES_EN: SeedPage[] = [
  privacyPolicy,
  termsAndConditions,
  providersTermsOfUse,
  ambassadors,
  vet,
];
