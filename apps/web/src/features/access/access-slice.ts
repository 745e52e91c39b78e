import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginMethod, TActivation, TUserData } from '@cdesk/domain';
import { sessionCleared } from '../../lib/session-events';

declare module '../../lib/store' {
  export interface StaticSlices {
    access: AccessState;
  }
}

type YesNo = 'Y' | 'N';

/** The login state of spec 1 section 3, field names as the spec spells them. */
export interface AccessState {
  login_with: LoginMethod;
  is_login: boolean;
  loginid: string;
  njacno: string;
  is_ask_personalized_login: boolean;
  token: string;
  logintime_chnage_password_redirect: boolean;
  is_password_expired: boolean;
  ucc_dtl: TUserData['ucc_dtl'];
  accType: TUserData['accType'] | '';
  fatcaDeclrationPending: YesNo;
  dpChargesPending: YesNo;
  emailVerified: YesNo;
  isHeaderLoad: boolean;
  isRekycMandatory: boolean;
  /**
   * The last answer of login/checkEwealthAccountActivation: the facts the post-login chain and the
   * guards read. Null until fetched, and again when the server says they are out of date.
   */
  activation: TActivation | null;
  /** The server refused a call with STEPS_PENDING: the facts are asked for again. */
  activationStale: boolean;
}

export const initialAccessState: AccessState = {
  login_with: 'NJACNO',
  is_login: false,
  loginid: '',
  njacno: '',
  is_ask_personalized_login: false,
  token: '',
  logintime_chnage_password_redirect: false,
  is_password_expired: false,
  ucc_dtl: [],
  accType: '',
  fatcaDeclrationPending: 'N',
  dpChargesPending: 'N',
  emailVerified: 'Y',
  isHeaderLoad: false,
  isRekycMandatory: false,
  activation: null,
  activationStale: false,
};

export const accessSlice = createSlice({
  name: 'access',
  initialState: initialAccessState,
  reducers: {
    loggedIn(
      _state,
      action: PayloadAction<{ userData: TUserData; token: string; loginWith: LoginMethod }>,
    ) {
      const { userData, token, loginWith } = action.payload;
      return {
        ...initialAccessState,
        login_with: loginWith,
        is_login: true,
        loginid: userData.loginId,
        njacno: userData.njAcNo,
        is_ask_personalized_login: userData.isAskPersonalizedLogin === 'Y',
        token,
        logintime_chnage_password_redirect: userData.chnagePassWord === 'Y',
        is_password_expired: userData.isPasswordExpired === 'Y',
        ucc_dtl: userData.ucc_dtl,
        accType: userData.accType,
      };
    },
    activationLoaded(state, action: PayloadAction<TActivation>) {
      const facts = action.payload;
      state.activation = facts;
      state.activationStale = false;
      state.fatcaDeclrationPending = facts.fatcaDeclarationPending;
      state.dpChargesPending = facts.dpChargesPending;
      state.emailVerified = facts.emailVerified;
      state.isRekycMandatory = facts.isRekycMandatory === 'Y';
      state.is_ask_personalized_login = facts.isAskPersonalizedLogin === 'Y';
      state.logintime_chnage_password_redirect = facts.chnagePassWord === 'Y';
      state.is_password_expired = facts.isPasswordExpired === 'Y';
    },
    /**
     * A call was refused with STEPS_PENDING: what we knew is out of date, so ask again. The old
     * facts stay meanwhile, so the page on screen (and what was typed in it) stays too.
     */
    activationStale(state) {
      state.activationStale = true;
    },
    loginIdChosen(state, action: PayloadAction<string>) {
      state.loginid = action.payload;
    },
    headerLoaded(state) {
      state.isHeaderLoad = true;
    },
  },
  extraReducers: (builder) => {
    // Logout, expiry and failed logins all end here; the login method stays as it was chosen.
    builder.addCase(sessionCleared, (state) => ({
      ...initialAccessState,
      login_with: state.login_with,
    }));
  },
});

export const { loggedIn, activationLoaded, activationStale, loginIdChosen, headerLoaded } =
  accessSlice.actions;
