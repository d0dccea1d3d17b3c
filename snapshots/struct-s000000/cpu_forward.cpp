struct wp_args_struct_s000000 {
    wp::array_t<Particle_9de5ed98> a;
    Settings_ffc7bca0 cfg;
    wp::array_t<Particle_9de5ed98> out;
};

template <bool wp_linear_contiguous>
static void struct_s000000_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_struct_s000000 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_struct_s000000 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.a.strides[0] = sizeof(Particle_9de5ed98);
        wp_contiguous_args.out.strides[0] = sizeof(Particle_9de5ed98);
        _wp_args = &wp_contiguous_args;
    }
    //---------
    // argument vars
    wp::array_t<Particle_9de5ed98> var_a = _wp_args->a;
    Settings_ffc7bca0 var_cfg = _wp_args->cfg;
    wp::array_t<Particle_9de5ed98> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    Particle_9de5ed98* var_1;
    wp::vec_t<3, wp::float32>* var_2;
    Particle_9de5ed98* var_3;
    wp::vec_t<3, wp::float32>* var_4;
    Particle_9de5ed98* var_5;
    wp::float32* var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    const wp::float32 var_9 = 1.0;
    wp::float32 var_10;
    wp::vec_t<3, wp::float32> var_11;
    wp::vec_t<3, wp::float32> var_12;
    wp::vec_t<3, wp::float32>* var_13;
    wp::vec_t<3, wp::float32> var_14;
    wp::vec_t<3, wp::float32> var_15;
    wp::float32* var_16;
    wp::vec_t<3, wp::float32> var_17;
    wp::float32 var_18;
    wp::vec_t<3, wp::float32> var_19;
    wp::vec_t<3, wp::float32> var_20;
    Particle_9de5ed98 var_21;
    Particle_9de5ed98* var_22;
    wp::vec_t<3, wp::float32>* var_23;
    wp::float32* var_24;
    wp::vec_t<3, wp::float32> var_25;
    wp::float32 var_26;
    wp::vec_t<3, wp::float32> var_27;
    wp::vec_t<3, wp::float32> var_28;
    Particle_9de5ed98* var_29;
    wp::float32* var_30;
    const wp::float32 var_31 = 0.5;
    wp::float32 var_32;
    wp::float32 var_33;
    //---------
    // forward
    // def struct_s000000(                                                                    <L 20>
    // i = wp.tid()                                                                           <L 25>
    var_0 = builtin_tid1d();
    // x0 = a[i].vel + (a[i].vel / (wp.abs(a[i].mass) + 1.0) + cfg.gravity) * cfg.dt          <L 26>
    var_1 = wp::address(var_a, var_0);
    var_2 = &(((*wp::address(var_a, var_0))).vel);
    var_3 = wp::address(var_a, var_0);
    var_4 = &(((*wp::address(var_a, var_0))).vel);
    var_5 = wp::address(var_a, var_0);
    var_6 = &(((*wp::address(var_a, var_0))).mass);
    var_8 = wp::load(var_6);
    var_7 = wp::abs(var_8);
    var_10 = wp::add(var_7, var_9);
    var_12 = wp::load(var_4);
    var_11 = wp::div(var_12, var_10);
    var_13 = &((var_cfg).gravity);
    var_15 = wp::load(var_13);
    var_14 = wp::add(var_11, var_15);
    var_16 = &((var_cfg).dt);
    var_18 = wp::load(var_16);
    var_17 = wp::mul(var_14, var_18);
    var_20 = wp::load(var_2);
    var_19 = wp::add(var_20, var_17);
    // x1 = Particle()                                                                        <L 27>
    var_21 = Particle_9de5ed98();
    // x1.pos = a[i].pos + x0 * cfg.dt                                                        <L 28>
    var_22 = wp::address(var_a, var_0);
    var_23 = &(((*wp::address(var_a, var_0))).pos);
    var_24 = &((var_cfg).dt);
    var_26 = wp::load(var_24);
    var_25 = wp::mul(var_19, var_26);
    var_28 = wp::load(var_23);
    var_27 = wp::add(var_28, var_25);
    var_21.pos = var_27;
    // x1.vel = x0                                                                            <L 29>
    var_21.vel = var_19;
    // x1.mass = a[i].mass * 0.5                                                              <L 30>
    var_29 = wp::address(var_a, var_0);
    var_30 = &(((*wp::address(var_a, var_0))).mass);
    var_33 = wp::load(var_30);
    var_32 = wp::mul(var_33, var_31);
    var_21.mass = var_32;
    // out[i] = x1                                                                            <L 31>
    wp::array_store(var_out, var_0, var_21);
}