struct wp_args_make_stochastic_s000000__locals__stochastic_s000000 {
    wp::array_t<wp::float32> a;
    wp::array_t<wp::float32> b;
    wp::int32 seed;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void make_stochastic_s000000__locals__stochastic_s000000_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_make_stochastic_s000000__locals__stochastic_s000000 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_make_stochastic_s000000__locals__stochastic_s000000 wp_contiguous_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.b.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
    }
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
    const wp::float32 var_3 = 0.001;
    const wp::float32 var_4 = 1.999;
    wp::float32 var_5;
    const wp::float32 var_6 = 6.0;
    wp::uint32 var_7;
    wp::float32* var_8;
    wp::float32* var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    wp::float32 var_12;
    //---------
    // forward
    // def stochastic_s000000(                                                                <L 15>
    // i = wp.tid()                                                                           <L 21>
    var_0 = builtin_tid1d();
    // rng = wp.rand_init(seed + i)                                                           <L 22>
    var_1 = wp::add(var_seed, var_0);
    var_2 = wp::rand_init(var_1);
    // x0 = wp.randf(rng, scale, offset)                                                      <L 23>
    var_5 = wp::randf(var_2, var_3, var_4);
    // x1 = wp.poisson(rng, RATE)                                                             <L 24>
    var_7 = wp::poisson(var_2, var_6);
    // out[i] = stochastic_s000000_combine(b[i], x0, a[i], x1, RATE)                          <L 25>
    var_8 = wp::address(var_b, var_0);
    var_9 = wp::address(var_a, var_0);
    var_11 = wp::load(var_8);
    var_12 = wp::load(var_9);
    var_10 = stochastic_s000000_combine_0(var_11, var_5, var_12, var_7, var_6);
    wp::array_store(var_out, var_0, var_10);
}