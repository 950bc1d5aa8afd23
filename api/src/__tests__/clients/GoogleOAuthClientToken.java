import com.google.api.client.auth.oauth2.ClientCredentialsTokenRequest;
import com.google.api.client.auth.oauth2.TokenResponse;
import com.google.api.client.http.BasicAuthentication;
import com.google.api.client.http.GenericUrl;
import com.google.api.client.http.javanet.NetHttpTransport;
import com.google.api.client.json.gson.GsonFactory;

/**
 * A Java integrator's token, with the Google OAuth Client Library for Java as its documentation shows for the client
 * credentials grant (ClientCredentialsTokenRequest, client authentication by HTTP Basic). Prints the token answer as
 * JSON. Usage: java GoogleOAuthClientToken TOKEN_URL CLIENT_ID CLIENT_SECRET
 */
public class GoogleOAuthClientToken {
  public static void main(String[] args) throws Exception {
    TokenResponse response =
        new ClientCredentialsTokenRequest(
                new NetHttpTransport(), GsonFactory.getDefaultInstance(), new GenericUrl(args[0]))
            .setClientAuthentication(new BasicAuthentication(args[1], args[2]))
            .execute();
    System.out.print(response.toString());
  }
}
