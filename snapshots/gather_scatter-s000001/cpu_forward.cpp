struct wp_args_gather_scatter_s000001 {
    wp::array_t<wp::float32> a;
    wp::array_t<wp::int32> nbr;
    wp::array_t<wp::int32> degree;
    wp::array_t<wp::float32> b;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void gather_scatter_s000001_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_gather_scatter_s000001 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::int32> var_nbr = _wp_args->nbr;
    wp::array_t<wp::int32> var_degree = _wp_args->degree;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    const wp::float32 var_1 = 0.0;
    wp::float32 var_2;
    wp::int32* var_3;
    const wp::int32 var_4 = 0;
    wp::range_t var_5;
    wp::int32 var_6;
    wp::int32 var_7;
    wp::int32* var_8;
    wp::int32 var_9;
    wp::float32* var_10;
    const wp::float32 var_11 = 2.0;
    wp::float32 var_12;
    wp::float32 var_13;
    const wp::float32 var_14 = -3.0;
    const wp::float32 var_15 = 3.0;
    wp::float32 var_16;
    wp::float32 var_17;
    wp::float32 var_18;
    const wp::float32 var_19 = 0.125;
    wp::float32 var_20;
    wp::float32* var_21;
    const wp::float32 var_22 = 1.5;
    wp::float32 var_23;
    wp::float32 var_24;
    wp::float32 var_25;
    //---------
    // forward
    // def gather_scatter_s000001(                                                            <L 9>
    // i = wp.tid()                                                                           <L 16>
    var_0 = builtin_tid1d();
    // x0 = wp.float32(0.0)                                                                   <L 17>
    var_2 = wp::float32(var_1);
    // for j in range(0, degree[i]):                                                          <L 18>
    var_3 = wp::address(var_degree, var_0);
    var_6 = wp::load(var_3);
    var_5 = wp::range(var_4, var_6);
    start_for_0:;
        if (iter_cmp(var_5) == 0) goto end_for_0;
        var_7 = wp::iter_next(var_5);
        // x0 += wp.exp(wp.clamp(a[nbr[i, j]] * 2.0, -3.0, 3.0))                              <L 19>
        var_8 = wp::address(var_nbr, var_0, var_7);
        var_9 = wp::load(var_8);
        var_10 = wp::address(var_a, var_9);
        var_13 = wp::load(var_10);
        var_12 = wp::mul(var_13, var_11);
        var_16 = wp::clamp(var_12, var_14, var_15);
        var_17 = wp::exp(var_16);
        var_18 = wp::add(var_2, var_17);
        wp::assign(var_2, var_18);
        goto start_for_0;
    end_for_0:;
    // out[i] = x0 * 0.125 + b[i] * SCALE                                                     <L 20>
    var_20 = wp::mul(var_2, var_19);
    var_21 = wp::address(var_b, var_0);
    var_24 = wp::load(var_21);
    var_23 = wp::mul(var_24, var_22);
    var_25 = wp::add(var_20, var_23);
    wp::array_store(var_out, var_0, var_25);
}