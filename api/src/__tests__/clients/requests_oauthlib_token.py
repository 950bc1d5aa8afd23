"""A Python integrator's token, with requests-oauthlib as its documentation shows for the client credentials grant
(BackendApplicationClient + OAuth2Session.fetch_token; the library sends the id and secret by HTTP Basic by default).
Prints the token answer as JSON. Usage: python3 requests_oauthlib_token.py TOKEN_URL CLIENT_ID CLIENT_SECRET"""
import json
import os
import sys

from oauthlib.oauth2 import BackendApplicationClient
from requests_oauthlib import OAuth2Session

# oauthlib refuses plain HTTP; the test server listens on 127.0.0.1 without TLS.
os.environ["OAUTHLIB_INSECURE_TRANSPORT"] = "1"

token_url, client_id, client_secret = sys.argv[1:4]
session = OAuth2Session(client=BackendApplicationClient(client_id=client_id))
token = session.fetch_token(token_url=token_url, client_id=client_id, client_secret=client_secret)
print(json.dumps(dict(token)))
