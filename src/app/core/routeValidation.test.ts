import { PARAM_RULES, RouteNotFoundError, validateRouteParams } from './routeValidation';

describe('validateRouteParams', () => {
  it('passes valid parameters', () => {
    expect(
      validateRouteParams(
        '/care/london/camden-vets/',
        { citySlug: 'london', slug: 'camden-vets' },
        {
          citySlug: PARAM_RULES.slug,
          slug: PARAM_RULES.slug,
        },
      ),
    ).toBeNull();
    expect(
      validateRouteParams('/pets-threads/42/', { id: '42' }, { id: PARAM_RULES.id }),
    ).toBeNull();
  });

  it("fails with the fatal 404 'Page Not Found: {path}'", () => {
    const error = validateRouteParams('/pets-threads/abc/', { id: 'abc' }, { id: PARAM_RULES.id });
    expect(error).toBeInstanceOf(RouteNotFoundError);
    expect(error).toMatchObject({
      message: 'Page Not Found: /pets-threads/abc/',
      statusCode: 404,
      fatal: true,
    });
  });

  it.each([
    ['id', '0'],
    ['id', '2147483648'],
    ['id', '1e3'],
    ['slug', 'Bad_Slug'],
    ['slug', 'a--b'],
    ['errorCode', '399'],
    ['errorCode', '600'],
    ['errorCode', 'abc'],
    ['token', 'short'],
  ] as const)('rejects %s %s', (rule, value) => {
    expect(validateRouteParams('/x/', { value }, { value: PARAM_RULES[rule] })).not.toBeNull();
  });

  it('treats missing parameters as failures unless optional', () => {
    expect(validateRouteParams('/news/', {}, { slug: PARAM_RULES.slug })).not.toBeNull();
    expect(validateRouteParams('/news/', {}, { slug: PARAM_RULES.slug }, ['slug'])).toBeNull();
  });
});
