import {
  breadcrumbJsonLd,
  careItemJsonLd,
  faqPageJsonLd,
  homeJsonLd,
  htmlToText,
  newsArticleJsonLd,
  serializeJsonLd,
  type CarePlace,
} from './jsonLd';

const SITE = 'https://petcare.example';

describe('homeJsonLd', () => {
  it('describes the organisation and the site in the page language', () => {
    const [organization, website] = homeJsonLd(SITE, 'jp', 'ペットケア');
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://petcare.example/#organization',
      name: 'PetCare',
      url: 'https://petcare.example/',
      logo: { '@type': 'ImageObject', url: 'https://petcare.example/images/social/logo.png' },
      contactPoint: { url: 'https://petcare.example/jp/contact/' },
    });
    expect(website).toMatchObject({
      '@type': 'WebSite',
      url: 'https://petcare.example/jp/',
      inLanguage: 'ja',
      description: 'ペットケア',
      publisher: { '@id': 'https://petcare.example/#organization' },
    });
  });
});

describe('newsArticleJsonLd', () => {
  it('builds a NewsArticle with absolute URLs, dates and publisher', () => {
    const data = newsArticleJsonLd({
      siteUrl: SITE,
      path: '/fr/news/promenades/',
      locale: 'fr',
      title: 'x'.repeat(130),
      description: 'Pourquoi marcher',
      category: 'Exercice',
      publishedAt: '2026-03-01T09:00:00Z',
      modifiedAt: '2026-03-02T09:00:00Z',
      imagePath: '/images/social/covers/dog-walk.png',
    });
    expect(data).toMatchObject({
      '@type': 'NewsArticle',
      inLanguage: 'fr',
      datePublished: '2026-03-01T09:00:00Z',
      dateModified: '2026-03-02T09:00:00Z',
      mainEntityOfPage: { '@id': 'https://petcare.example/fr/news/promenades/' },
      image: ['https://petcare.example/images/social/covers/dog-walk.png'],
      publisher: { '@type': 'Organization', name: 'PetCare' },
    });
    expect((data.headline as string).length).toBe(110);
  });
});

describe('faqPageJsonLd', () => {
  it('turns questions into Question/Answer pairs with plain-text answers', () => {
    const data = faqPageJsonLd({
      siteUrl: SITE,
      path: '/news/faq/chocolate/',
      locale: 'en',
      questions: [
        {
          question: 'Can dogs eat chocolate?',
          answerHtml: '<p>No.</p><ul><li>Call &amp; act</li></ul>',
        },
      ],
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: 'https://petcare.example/news/faq/chocolate/',
      inLanguage: 'en',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Can dogs eat chocolate?',
          acceptedAnswer: { '@type': 'Answer', text: 'No. Call & act' },
        },
      ],
    });
  });
});

describe('careItemJsonLd', () => {
  const base: CarePlace = {
    name: 'Thames Night Vets',
    kind: 'emergency-vet',
    kindLabel: 'Emergency vet',
    summary: 'Open all night',
    address: '112 Borough High Street',
    phone: '020 7946 0877',
    city: { name: 'London', region: 'Greater London', country: 'United Kingdom' },
  };
  const build = (place: CarePlace) =>
    careItemJsonLd({ siteUrl: SITE, path: '/care/london/x/', locale: 'en', place });

  it('uses VeterinaryCare for vets, with address and phone', () => {
    expect(build(base)).toMatchObject({
      '@type': 'VeterinaryCare',
      name: 'Thames Night Vets',
      telephone: '020 7946 0877',
      url: 'https://petcare.example/care/london/x/',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '112 Borough High Street',
        addressLocality: 'London',
        addressCountry: 'United Kingdom',
      },
    });
    expect(build({ ...base, kind: 'vet-clinic' })['@type']).toBe('VeterinaryCare');
  });

  it('uses LocalBusiness for places one visits and Service for care that comes to the pet', () => {
    expect(build({ ...base, kind: 'grooming' })['@type']).toBe('LocalBusiness');
    expect(build({ ...base, kind: 'boarding' })['@type']).toBe('LocalBusiness');
    const walking = build({ ...base, kind: 'dog-walking', kindLabel: 'Dog walking', phone: '' });
    expect(walking).toMatchObject({
      '@type': 'Service',
      serviceType: 'Dog walking',
      areaServed: { '@type': 'City', name: 'London' },
      provider: { '@type': 'LocalBusiness', name: 'Thames Night Vets' },
    });
    expect(walking.provider).not.toHaveProperty('telephone');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1 with absolute URLs', () => {
    expect(
      breadcrumbJsonLd(SITE, [
        { name: 'Home', path: '/' },
        { name: 'Care', path: '/care/' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://petcare.example/' },
      { '@type': 'ListItem', position: 2, name: 'Care', item: 'https://petcare.example/care/' },
    ]);
  });
});

describe('serializeJsonLd', () => {
  it('can never close the script element it is written into', () => {
    const text = serializeJsonLd({ '@type': 'Thing', name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({
      '@type': 'Thing',
      name: '</script><script>alert(1)</script>',
    });
  });

  it('writes a list as a JSON array', () => {
    expect(JSON.parse(serializeJsonLd([{ '@type': 'A' }, { '@type': 'B' }]))).toHaveLength(2);
  });
});

describe('htmlToText', () => {
  it('drops tags and scripts and decodes entities', () => {
    expect(htmlToText('<p>A&nbsp;b</p><script>x()</script><p>&lt;c&gt; &quot;d&quot;</p>')).toBe(
      'A b <c> "d"',
    );
  });
});
