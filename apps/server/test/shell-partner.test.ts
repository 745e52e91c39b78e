import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { envelope, login, post, startApp } from './support/app.js';
import { testDatabases } from './support/databases.js';

const profileUrl = '/cdesk/gw/ewaportfoliows/api/partnerprofileoperations/getPartnerProfile';
const companyUrl = '/cdesk/gw/ewaportfoliows/api/partnerprofileoperations/getPartnerCompanyDetail';

describe.each(testDatabases())('the wealth partner on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let asha: string;

  beforeAll(async () => {
    database = await open();
    app = await startApp(database);
    asha = (await login(app, '5000001')).token;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("gives every field of the partner popup for the investor's own account code", async () => {
    const response = await post(app, profileUrl, { accode: 'AC5000001' }, asha);
    expect(response.statusCode).toBe(200);
    expect(envelope(response).data).toEqual({
      relationshipHandlerName: 'Sanjay Kulkarni',
      relationshipHandlerDesignation: 'Senior Wealth Partner',
      partnerProfilePicture: '/cdesk/gw/media/partner/sanjay-kulkarni.svg',
      partnerCompName: 'Kulkarni Wealth Advisors LLP',
      partnerCompLogoURL: '/cdesk/gw/media/partner/kulkarni-wealth-advisors-logo.svg',
      arn: 'ARN-112233',
      euin: 'E123456',
      njCode: 'NJ-PUN-0042',
      captionProductBasket: 'Products I can help you with',
      productBasket: 'Mutual Funds,MARS,Stocks & ETFs,Fixed Income,Loan,Public Offers',
      contactList: [
        { mobileNo: '9876543210', emailId: 'sanjay@kulkarniwealth.in' },
        { mobileNo: '9822012345', emailId: 'desk@kulkarniwealth.in' },
      ],
      mediaList: [
        {
          mediaLink: 'https://www.linkedin.com/in/sanjay-kulkarni-wealth',
          mediaIconLink: '/cdesk/gw/media/icons/linkedin.svg',
        },
        { mediaLink: 'https://x.com/kulkarniwealth', mediaIconLink: '/cdesk/gw/media/icons/x.svg' },
        {
          mediaLink: 'https://www.youtube.com/@kulkarniwealth',
          mediaIconLink: '/cdesk/gw/media/icons/youtube.svg',
        },
      ],
    });
  });

  it('serves the pictures and icons the partner profile points to', async () => {
    const profile = envelope(await post(app, profileUrl, { accode: 'AC5000001' }, asha)).data;
    const urls = [
      profile.partnerProfilePicture,
      profile.partnerCompLogoURL,
      ...profile.mediaList.map((m: { mediaIconLink: string }) => m.mediaIconLink),
    ];
    for (const url of urls) {
      const image = await app.inject({ method: 'GET', url });
      expect(image.statusCode, url).toBe(200);
      expect(image.headers['content-type'], url).toBe('image/svg+xml; charset=utf-8');
      expect(image.body, url).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*<\/svg>\n$/,
      );
      expect(image.body, url).not.toMatch(/<script|on\w+=/i);
    }
  });

  it('answers an unknown or hostile media file name with a 404 envelope', async () => {
    for (const url of [
      '/cdesk/gw/media/partner/nobody.svg',
      '/cdesk/gw/media/partner/..%2F..%2Fpackage.json',
      '/cdesk/gw/media/icons/__proto__',
      '/cdesk/gw/media/icons/constructor',
      `/cdesk/gw/media/partner/${'a'.repeat(300)}.svg`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(envelope(response).isSuccess).toBe(false);
    }
  });

  it("gives the partner of a linked family member's code too", async () => {
    const response = await post(app, companyUrl, { accode: 'AC5100001' }, asha);
    expect(response.statusCode).toBe(200);
    expect(envelope(response).data).toMatchObject({ brcode: 'NB101', name: 'Sanjay Kulkarni' });
  });

  it('gives the contact page partner with licences and social links', async () => {
    const response = await post(app, companyUrl, { accode: 'AC5000001' }, asha);
    expect(envelope(response).data).toEqual({
      brcode: 'NB101',
      name: 'Sanjay Kulkarni',
      designation: 'Senior Wealth Partner',
      companyName: 'Kulkarni Wealth Advisors LLP',
      state: 'Maharashtra',
      city: 'Pune',
      phone: '9876543210',
      email: 'sanjay@kulkarniwealth.in',
      socialLinks: expect.arrayContaining([
        {
          mediaLink: 'https://x.com/kulkarniwealth',
          mediaIconLink: '/cdesk/gw/media/icons/x.svg',
        },
      ]),
      expertise: 'Goal-based mutual fund planning, retirement income',
      experience: '14 years',
      qualification: 'MBA (Finance), NISM Series V-A',
      licenses: [
        { name: 'ARN', value: 'ARN-112233' },
        { name: 'EUIN', value: 'E123456' },
        { name: 'NJ Code', value: 'NJ-PUN-0042' },
      ],
    });
  });

  it("keeps the 'null' company text and leaves out what the partner lacks", async () => {
    const rohan = (await login(app, '5000013')).token;
    const profile = envelope(await post(app, profileUrl, { accode: 'AC5000013' }, rohan)).data;
    expect(profile).toMatchObject({
      relationshipHandlerName: 'Anita Desai',
      partnerCompName: 'null',
      partnerProfilePicture: '',
      partnerCompLogoURL: '',
      contactList: [{ mobileNo: '9898012345', emailId: '' }],
      mediaList: [],
    });
    const company = envelope(await post(app, companyUrl, { accode: 'AC5000013' }, rohan)).data;
    expect(company).toMatchObject({ phone: '9898012345', email: '', socialLinks: [] });
  });

  it("refuses another investor's account code with 403", async () => {
    for (const url of [profileUrl, companyUrl]) {
      for (const accode of ['AC5000002', 'AC5000013', 'ac5000001']) {
        const response = await post(app, url, { accode }, asha);
        expect(response.statusCode, `${url} ${accode}`).toBe(403);
        expect(envelope(response).displayMessage).toBe('This account is not linked to your login.');
      }
    }
    const rohan = (await login(app, '5000013')).token;
    expect((await post(app, profileUrl, { accode: 'AC5100001' }, rohan)).statusCode).toBe(403);
  });

  it('needs an account code and a session', async () => {
    const empty = await post(app, profileUrl, { accode: '  ' }, asha);
    expect(empty.statusCode).toBe(400);
    expect(envelope(empty).displayMessage).toBe('accode cannot be empty.');
    const missing = await post(app, companyUrl, {}, asha);
    expect(missing.statusCode).toBe(400);
    expect((await post(app, profileUrl, { accode: 'x'.repeat(33) }, asha)).statusCode).toBe(400);
    expect((await post(app, profileUrl, { accode: 'AC5000001' })).statusCode).toBe(401);
  });
});
