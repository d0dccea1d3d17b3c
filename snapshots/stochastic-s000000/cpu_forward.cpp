struct wp_args_stochastic_s000000 {
    wp::array_t<wp::float32> a;
    wp::array_t<wp::float32> b;
    wp::int32 seed;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void stochastic_s000000_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_stochastic_s000000 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::int32 var_seed = _wp_args->seed;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::uint32 var_2;
    const wp::float32 var_3 = 3.0;
    wp::uint32 var_4;
    wp::float32* var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    const wp::int32 var_8 = 0;
    wp::float32 var_9;
    const wp::float32 var_10 = 0.03125;
    const wp::float32 var_11 = 0.0625;
    wp::float32 var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::int32 var_15 = 1;
    wp::float32 var_16;
    const wp::float32 var_17 = 0.03125;
    const wp::float32 var_18 = 0.0625;
    wp::float32 var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    const wp::int32 var_22 = 2;
    wp::float32 var_23;
    const wp::float32 var_24 = 0.03125;
    const wp::float32 var_25 = 0.0625;
    wp::float32 var_26;
    wp::float32 var_27;
    wp::float32 var_28;
    const wp::int32 var_29 = 3;
    wp::float32 var_30;
    const wp::float32 var_31 = 0.03125;
    const wp::float32 var_32 = 0.0625;
    wp::float32 var_33;
    wp::float32 var_34;
    wp::float32 var_35;
    const wp::int32 var_36 = 4;
    wp::float32 var_37;
    const wp::float32 var_38 = 0.03125;
    const wp::float32 var_39 = 0.0625;
    wp::float32 var_40;
    wp::float32 var_41;
    wp::float32 var_42;
    wp::float32* var_43;
    wp::float32 var_44;
    wp::float32 var_45;
    //---------
    // forward
    // def stochastic_s000000(                                                                <L 12>
    // i = wp.tid()                                                                           <L 18>
    var_0 = builtin_tid1d();
    // rng = wp.rand_init(seed + i)                                                           <L 19>
    var_1 = wp::add(var_seed, var_0);
    var_2 = wp::rand_init(var_1);
    // x0 = wp.poisson(rng, 3.0)                                                              <L 20>
    var_4 = wp::poisson(var_2, var_3);
    // x1 = a[i]                                                                              <L 21>
    var_5 = wp::address(var_a, var_0);
    var_7 = wp::load(var_5);
    var_6 = wp::copy(var_7);
    // for j in range(5):                                                                     <L 22>
    // x2 = wp.randn(rng)                                                                     <L 23>
    var_9 = wp::randn(var_2);
    // x1 += 0.03125 + 0.0625 * x2                                                            <L 24>
    var_12 = wp::mul(var_11, var_9);
    var_13 = wp::add(var_10, var_12);
    var_14 = wp::add(var_6, var_13);
    // x2 = wp.randn(rng)                                                                     <L 23>
    var_16 = wp::randn(var_2);
    // x1 += 0.03125 + 0.0625 * x2                                                            <L 24>
    var_19 = wp::mul(var_18, var_16);
    var_20 = wp::add(var_17, var_19);
    var_21 = wp::add(var_14, var_20);
    // x2 = wp.randn(rng)                                                                     <L 23>
    var_23 = wp::randn(var_2);
    // x1 += 0.03125 + 0.0625 * x2                                                            <L 24>
    var_26 = wp::mul(var_25, var_23);
    var_27 = wp::add(var_24, var_26);
    var_28 = wp::add(var_21, var_27);
    // x2 = wp.randn(rng)                                                                     <L 23>
    var_30 = wp::randn(var_2);
    // x1 += 0.03125 + 0.0625 * x2                                                            <L 24>
    var_33 = wp::mul(var_32, var_30);
    var_34 = wp::add(var_31, var_33);
    var_35 = wp::add(var_28, var_34);
    // x2 = wp.randn(rng)                                                                     <L 23>
    var_37 = wp::randn(var_2);
    // x1 += 0.03125 + 0.0625 * x2                                                            <L 24>
    var_40 = wp::mul(var_39, var_37);
    var_41 = wp::add(var_38, var_40);
    var_42 = wp::add(var_35, var_41);
    // out[i] = stochastic_s000000_combine(b[i], x0, x1)                                      <L 25>
    var_43 = wp::address(var_b, var_0);
    var_45 = wp::load(var_43);
    var_44 = stochastic_s000000_combine_0(var_45, var_4, var_42);
    wp::array_store(var_out, var_0, var_44);
}