import {BindingKey} from '@loopback/core';
import {TokenService} from '../auth/token.service';
import {MailService} from './mail.service';
import {PasswordService} from './password.service';

export const TOKEN_SERVICE = BindingKey.create<TokenService>('services.TokenService');
export const MAIL_SERVICE = BindingKey.create<MailService>('services.MailService');
export const PASSWORD_SERVICE = BindingKey.create<PasswordService>('services.PasswordService');
