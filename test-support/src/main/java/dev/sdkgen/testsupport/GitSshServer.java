package dev.sdkgen.testsupport;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PublicKey;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.common.config.keys.PublicKeyEntry;
import org.apache.sshd.common.keyprovider.KeyPairProvider;
import org.apache.sshd.server.Environment;
import org.apache.sshd.server.ExitCallback;
import org.apache.sshd.server.SshServer;
import org.apache.sshd.server.channel.ChannelSession;
import org.apache.sshd.server.command.Command;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;
import org.eclipse.jgit.transport.ReceivePack;
import org.eclipse.jgit.transport.UploadPack;

/**
 * A real SSH Git server for tests (Apache MINA SSHD, the library JGit's SSH client is built on):
 * public-key authentication against one authorized key, a host key of its own, and
 * {@code git-upload-pack '<name>'} and {@code git-receive-pack '<name>'} served by JGit's
 * {@link UploadPack} and {@link ReceivePack} from the bare repositories under a directory — what
 * GitHub does for a repository with a (write) deploy key.
 */
public final class GitSshServer implements AutoCloseable {

    private final SshServer server;
    private final KeyPair hostKey;
    private final Path root;
    private final List<String> commands = new CopyOnWriteArrayList<>();

    private GitSshServer(Path root, PublicKey authorized) {
        this.root = root.toAbsolutePath();
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
            generator.initialize(256);
            hostKey = generator.generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
        server = SshServer.setUpDefaultServer();
        server.setHost("127.0.0.1");
        server.setPort(0);
        server.setKeyPairProvider(KeyPairProvider.wrap(hostKey));
        server.setPublickeyAuthenticator((user, key, session) -> KeyUtils.compareKeys(key, authorized));
        server.setPasswordAuthenticator(null);
        server.setKeyboardInteractiveAuthenticator(null);
        server.setCommandFactory((channel, command) -> new UploadPackCommand(command));
        try {
            server.start();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Serves the bare repositories under {@code root} to whoever holds the private half of {@code authorized}. */
    public static GitSshServer serve(Path root, PublicKey authorized) {
        return new GitSshServer(root, authorized);
    }

    /** The ssh:// URL of a bare repository {@code root/<name>}. */
    public String url(String name) {
        return "ssh://git@127.0.0.1:" + server.getPort() + "/" + name;
    }

    /** The {@code known_hosts} line of this server ({@code [127.0.0.1]:port <type> <key>}). */
    public String knownHostsLine() {
        return "[127.0.0.1]:" + server.getPort() + " " + PublicKeyEntry.toString(hostKey.getPublic());
    }

    /** Every command run so far. */
    public List<String> commands() {
        return List.copyOf(commands);
    }

    /** A new key pair a test can use as a deploy key, with its private half in OpenSSH format. */
    public record DeployKey(KeyPair pair, String privateKeyOpenSsh, String publicKeyLine) {
    }

    /** Generates an Ed25519 deploy key as {@code ssh-keygen -t ed25519 -N ''} would. */
    public static DeployKey newDeployKey() {
        try {
            KeyPair pair = org.apache.sshd.common.util.security.SecurityUtils
                    .getKeyPairGenerator(org.apache.sshd.common.util.security.SecurityUtils.EDDSA).generateKeyPair();
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
            org.apache.sshd.common.config.keys.writer.openssh.OpenSSHKeyPairResourceWriter.INSTANCE
                    .writePrivateKey(pair, "deploy-key@sdkgen-test", null, out);
            return new DeployKey(pair, out.toString(java.nio.charset.StandardCharsets.US_ASCII),
                    PublicKeyEntry.toString(pair.getPublic()));
        } catch (GeneralSecurityException | IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private final class UploadPackCommand implements Command {
        private final String command;
        private InputStream in;
        private OutputStream out;
        private OutputStream err;
        private ExitCallback exit;

        UploadPackCommand(String command) {
            this.command = command;
        }

        @Override
        public void setInputStream(InputStream in) {
            this.in = in;
        }

        @Override
        public void setOutputStream(OutputStream out) {
            this.out = out;
        }

        @Override
        public void setErrorStream(OutputStream err) {
            this.err = err;
        }

        @Override
        public void setExitCallback(ExitCallback exit) {
            this.exit = exit;
        }

        @Override
        public void start(ChannelSession channel, Environment env) {
            commands.add(command);
            Thread t = new Thread(this::run, "git-ssh-command");
            t.setDaemon(true);
            t.start();
        }

        private void run() {
            boolean receive = command.startsWith("git-receive-pack ");
            if (!receive && !command.startsWith("git-upload-pack ")) {
                fail("only git-upload-pack and git-receive-pack are served\n");
                return;
            }
            String name = command.substring(command.indexOf(' ') + 1).replace("'", "").replaceFirst("^/", "");
            Path dir = root.resolve(name).normalize();
            if (!dir.startsWith(root)) {
                fail("no such repository\n");
                return;
            }
            try (Repository repo = new FileRepositoryBuilder().setGitDir(dir.toFile()).setMustExist(true).build()) {
                if (receive) {
                    new ReceivePack(repo).receive(in, out, err);
                } else {
                    new UploadPack(repo).upload(in, out, err);
                }
                out.flush();
                exit.onExit(0);
            } catch (IOException e) {
                fail("no such repository\n");
            }
        }

        private void fail(String message) {
            try {
                err.write(message.getBytes(java.nio.charset.StandardCharsets.UTF_8));
                err.flush();
            } catch (IOException e) {
                // the client went away
            }
            exit.onExit(1, message.trim());
        }

        @Override
        public void destroy(ChannelSession channel) {
            // the upload-pack thread ends when the streams close
        }
    }

    @Override
    public void close() {
        try {
            server.stop(true);
        } catch (IOException e) {
            // best effort
        }
    }
}
