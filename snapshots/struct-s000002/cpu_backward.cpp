template <bool wp_linear_contiguous>
static void struct_s000002_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_struct_s000002 *_wp_args,
    wp_args_struct_s000002 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_struct_s000002 wp_contiguous_args;
    wp_args_struct_s000002 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(Particle_9de5ed98);
        wp_contiguous_adj_args.a.strides[0] = sizeof(Particle_9de5ed98);
        wp_contiguous_args.out.strides[0] = sizeof(Particle_9de5ed98);
        wp_contiguous_adj_args.out.strides[0] = sizeof(Particle_9de5ed98);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<Particle_9de5ed98> var_a = _wp_args->a;
    wp::array_t<Particle_9de5ed98> var_out = _wp_args->out;
    wp::array_t<Particle_9de5ed98> adj_a = _wp_adj_args->a;
    wp::array_t<Particle_9de5ed98> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    Particle_9de5ed98* var_1;
    wp::vec_t<3, wp::float32>* var_2;
    Particle_9de5ed98* var_3;
    wp::vec_t<3, wp::float32>* var_4;
    Particle_9de5ed98* var_5;
    wp::float32* var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<3, wp::float32> var_8;
    wp::float32 var_9;
    const wp::float32 var_10 = 0.125;
    wp::vec_t<3, wp::float32> var_11;
    wp::vec_t<3, wp::float32> var_12;
    wp::vec_t<3, wp::float32> var_13;
    Particle_9de5ed98 var_14;
    Particle_9de5ed98* var_15;
    wp::vec_t<3, wp::float32>* var_16;
    const wp::float32 var_17 = 0.125;
    wp::vec_t<3, wp::float32> var_18;
    wp::vec_t<3, wp::float32> var_19;
    wp::vec_t<3, wp::float32> var_20;
    Particle_9de5ed98* var_21;
    wp::float32* var_22;
    const wp::float32 var_23 = 1.5;
    wp::float32 var_24;
    wp::float32 var_25;
    wp::float32 var_26;
    const wp::float32 var_27 = 1.0;
    wp::float32 var_28;
    wp::float32 var_29;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    Particle_9de5ed98 adj_1 = {};
    wp::vec_t<3, wp::float32> adj_2 = {};
    Particle_9de5ed98 adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    Particle_9de5ed98 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::vec_t<3, wp::float32> adj_7 = {};
    wp::vec_t<3, wp::float32> adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::vec_t<3, wp::float32> adj_11 = {};
    wp::vec_t<3, wp::float32> adj_12 = {};
    wp::vec_t<3, wp::float32> adj_13 = {};
    Particle_9de5ed98 adj_14 = {};
    Particle_9de5ed98 adj_15 = {};
    wp::vec_t<3, wp::float32> adj_16 = {};
    wp::float32 adj_17 = {};
    wp::vec_t<3, wp::float32> adj_18 = {};
    wp::vec_t<3, wp::float32> adj_19 = {};
    wp::vec_t<3, wp::float32> adj_20 = {};
    Particle_9de5ed98 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::float32 adj_25 = {};
    wp::float32 adj_26 = {};
    wp::float32 adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    //---------
    // forward
    // def struct_s000002(                                                                    <L 16>
    // i = wp.tid()                                                                           <L 20>
    var_0 = builtin_tid1d();
    // x0 = a[i].vel + a[i].vel * a[i].mass * 0.125                                           <L 21>
    var_1 = wp::address(var_a, var_0);
    var_2 = &(((*wp::address(var_a, var_0))).vel);
    var_3 = wp::address(var_a, var_0);
    var_4 = &(((*wp::address(var_a, var_0))).vel);
    var_5 = wp::address(var_a, var_0);
    var_6 = &(((*wp::address(var_a, var_0))).mass);
    var_8 = wp::load(var_4);
    var_9 = wp::load(var_6);
    var_7 = wp::mul(var_8, var_9);
    var_11 = wp::mul(var_7, var_10);
    var_13 = wp::load(var_2);
    var_12 = wp::add(var_13, var_11);
    // x1 = Particle()                                                                        <L 22>
    var_14 = Particle_9de5ed98();
    // x1.pos = a[i].pos + x0 * 0.125                                                         <L 23>
    var_15 = wp::address(var_a, var_0);
    var_16 = &(((*wp::address(var_a, var_0))).pos);
    var_18 = wp::mul(var_12, var_17);
    var_20 = wp::load(var_16);
    var_19 = wp::add(var_20, var_18);
    var_14.pos = var_19;
    // x1.vel = x0                                                                            <L 24>
    var_14.vel = var_12;
    // x1.mass = wp.log(wp.abs(a[i].mass * SCALE) + 1.0)                                      <L 25>
    var_21 = wp::address(var_a, var_0);
    var_22 = &(((*wp::address(var_a, var_0))).mass);
    var_25 = wp::load(var_22);
    var_24 = wp::mul(var_25, var_23);
    var_26 = wp::abs(var_24);
    var_28 = wp::add(var_26, var_27);
    var_29 = wp::log(var_28);
    var_14.mass = var_29;
    // out[i] = x1                                                                            <L 26>
    // wp::array_store(var_out, var_0, var_14);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_14, adj_out, adj_0, adj_14);
    // adj: out[i] = x1                                                                       <L 26>
    adj_29 += adj_14.mass;
    adj_14.mass = {};
    wp::adj_log(var_28, adj_28, adj_29);
    wp::adj_add(var_26, var_27, adj_26, adj_27, adj_28);
    wp::adj_abs(var_24, adj_24, adj_26);
    wp::adj_mul(var_25, var_23, adj_22, adj_23, adj_24);
    adj_21.mass += adj_22;
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_21);
    // adj: x1.mass = wp.log(wp.abs(a[i].mass * SCALE) + 1.0)                                 <L 25>
    adj_12 += adj_14.vel;
    adj_14.vel = {};
    // adj: x1.vel = x0                                                                       <L 24>
    adj_19 += adj_14.pos;
    adj_14.pos = {};
    wp::adj_add(var_20, var_18, adj_16, adj_18, adj_19);
    wp::adj_mul(var_12, var_17, adj_12, adj_17, adj_18);
    adj_15.pos += adj_16;
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_15);
    // adj: x1.pos = a[i].pos + x0 * 0.125                                                    <L 23>
    // adj: x1 = Particle()                                                                   <L 22>
    wp::adj_add(var_13, var_11, adj_2, adj_11, adj_12);
    wp::adj_mul(var_7, var_10, adj_7, adj_10, adj_11);
    wp::adj_mul(var_8, var_9, adj_4, adj_6, adj_7);
    adj_5.mass += adj_6;
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_5);
    adj_3.vel += adj_4;
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_3);
    adj_1.vel += adj_2;
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
    // adj: x0 = a[i].vel + a[i].vel * a[i].mass * 0.125                                      <L 21>
    // adj: i = wp.tid()                                                                      <L 20>
    // adj: def struct_s000002(                                                               <L 16>
    return;
}