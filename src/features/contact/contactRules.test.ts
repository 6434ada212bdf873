import {
  CONTACT_LIMITS as SERVER_LIMITS,
  CONTACT_TOPICS as SERVER_TOPICS,
  ContactRequest,
} from '../../../server/src/contact/contactSchemas';
import { CONTACT_LIMITS, CONTACT_TOPICS, isContactTopic } from './contactRules';

describe('contact rules', () => {
  it('are the API’s rules', () => {
    expect(CONTACT_TOPICS).toEqual(SERVER_TOPICS);
    expect(CONTACT_LIMITS).toEqual(SERVER_LIMITS);
    expect(ContactRequest.properties.message.maxLength).toBe(CONTACT_LIMITS.messageMax);
  });

  it('recognises topics', () => {
    expect(isContactTopic('clinics')).toBe(true);
    expect(isContactTopic('refunds')).toBe(false);
    expect(isContactTopic(null)).toBe(false);
  });
});
