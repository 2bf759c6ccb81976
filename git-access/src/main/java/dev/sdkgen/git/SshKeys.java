package dev.sdkgen.git;

import dev.sdkgen.git.RepositoryException.Kind;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringReader;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.PublicKey;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.apache.sshd.client.config.hosts.KnownHostEntry;
import org.apache.sshd.common.NamedResource;
import org.apache.sshd.common.config.keys.FilePasswordProvider;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.common.config.keys.PublicKeyEntry;
import org.apache.sshd.common.config.keys.PublicKeyEntryResolver;
import org.apache.sshd.common.util.security.SecurityUtils;
import org.eclipse.jgit.transport.CredentialsProvider;
import org.eclipse.jgit.transport.sshd.ServerKeyDatabase;

/** Deploy keys and known hosts: parsing, describing (public key, fingerprint), and host key checking. */
public final class SshKeys {

    private SshKeys() {
    }

    /** What may be shown about a deploy key: its public half and fingerprint. */
    public record Description(String publicKey, String fingerprint) {
    }

    /** The key pair of an unencrypted OpenSSH or PEM private key; CREDENTIALS otherwise (never echoing the key). */
    public static KeyPair deployKey(String privateKey) throws RepositoryException {
        if (privateKey == null || privateKey.isBlank()) {
            throw new RepositoryException(Kind.CREDENTIALS, "the deploy key is empty");
        }
        FilePasswordProvider noPassphrase = FilePasswordProvider.of(null);
        try {
            Iterable<KeyPair> pairs = SecurityUtils.loadKeyPairIdentities(null, NamedResource.ofName("deploy key"),
                    new ByteArrayInputStream(privateKey.trim().concat("\n").getBytes(StandardCharsets.UTF_8)), noPassphrase);
            Iterator<KeyPair> it = pairs == null ? null : pairs.iterator();
            if (it == null || !it.hasNext()) {
                throw new RepositoryException(Kind.CREDENTIALS, "the deploy key is not an OpenSSH or PEM private key");
            }
            return it.next();
        } catch (IOException | GeneralSecurityException | RuntimeException e) {
            throw new RepositoryException(Kind.CREDENTIALS, "the deploy key cannot be read: it must be an unencrypted "
                    + "OpenSSH or PEM private key (a key protected by a passphrase is not supported)");
        }
    }

    public static Description describe(KeyPair key) {
        return new Description(PublicKeyEntry.toString(key.getPublic()), KeyUtils.getFingerPrint(key.getPublic()));
    }

    /** {@code known_hosts} lines (comments and blank lines allowed); CREDENTIALS when a line is not one. */
    public static List<KnownHostEntry> knownHosts(String text) throws RepositoryException {
        if (text == null || text.isBlank()) {
            return List.of();
        }
        List<KnownHostEntry> entries = new ArrayList<>();
        try (BufferedReader reader = new BufferedReader(new StringReader(text))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                String l = line.trim();
                if (l.isEmpty() || l.startsWith("#")) {
                    continue;
                }
                KnownHostEntry entry = KnownHostEntry.parseKnownHostEntry(l);
                if (entry == null || entry.getKeyEntry() == null) {
                    throw new IllegalArgumentException("not a known_hosts line");
                }
                entry.getKeyEntry().resolvePublicKey(null, Map.of(), PublicKeyEntryResolver.FAILING);
                entries.add(entry);
            }
        } catch (IOException | GeneralSecurityException | RuntimeException e) {
            throw new RepositoryException(Kind.CREDENTIALS, "known_hosts has a line that is not '<host> <key type> "
                    + "<base64 key>' (as ssh-keyscan prints)");
        }
        return entries;
    }

    /** Whether any entry names the host (and port) at all. */
    public static boolean knows(List<KnownHostEntry> entries, String host, int port) {
        return entries.stream().anyMatch(e -> e.isHostMatch(host, port));
    }

    /**
     * Accepts exactly the host keys the entries give for the host being connected to: no
     * "trust on first use", no user or system known_hosts files.
     */
    static ServerKeyDatabase database(List<KnownHostEntry> entries, String host, int port) {
        return new ServerKeyDatabase() {
            @Override
            public List<PublicKey> lookup(String connectAddress, InetSocketAddress remoteAddress, Configuration config) {
                return keysFor(entries, host, port);
            }

            @Override
            public boolean accept(String connectAddress, InetSocketAddress remoteAddress, PublicKey serverKey,
                                  Configuration config, CredentialsProvider provider) {
                return keysFor(entries, host, port).stream().anyMatch(k -> KeyUtils.compareKeys(k, serverKey));
            }
        };
    }

    private static List<PublicKey> keysFor(List<KnownHostEntry> entries, String host, int port) {
        List<PublicKey> keys = new ArrayList<>();
        for (KnownHostEntry e : entries) {
            if (e.isHostMatch(host, port) && !"@revoked".equals(e.getMarker())) {
                try {
                    keys.add(e.getKeyEntry().resolvePublicKey(null, Map.of(), PublicKeyEntryResolver.FAILING));
                } catch (IOException | GeneralSecurityException ex) {
                    // parsed before; cannot happen
                }
            }
        }
        return keys;
    }
}
