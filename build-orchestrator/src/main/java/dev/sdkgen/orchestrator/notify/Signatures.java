package dev.sdkgen.orchestrator.notify;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.HexFormat;
import java.util.List;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The {@code Sdkgen-Signature} header: {@code t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>},
 * one {@code v1=} per secret that signs (two during a rotation's grace period). The key is the secret's
 * text as shown ({@code whsec_…}), UTF-8.
 */
public final class Signatures {

    public static final String HEADER = "Sdkgen-Signature";

    private Signatures() {
    }

    public static String header(long unixSeconds, String body, List<String> secrets) {
        StringBuilder value = new StringBuilder("t=").append(unixSeconds);
        for (String secret : secrets) {
            value.append(",v1=").append(hmacHex(secret, unixSeconds + "." + body));
        }
        return value.toString();
    }

    public static String hmacHex(String secret, String signed) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            return HexFormat.of().formatHex(mac.doFinal(signed.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is not available", e);
        }
    }
}
