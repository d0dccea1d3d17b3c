template <bool wp_linear_contiguous>
static void make_sampling_s000000__locals__sampling_s000000_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_make_sampling_s000000__locals__sampling_s000000 *_wp_args,
    wp_args_make_sampling_s000000__locals__sampling_s000000 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_make_sampling_s000000__locals__sampling_s000000 wp_contiguous_args;
    wp_args_make_sampling_s000000__locals__sampling_s000000 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_adj_args.a.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.b.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_adj_args.b.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.c.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_adj_args.c.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::vec_t<3, wp::float32>> var_a = _wp_args->a;
    wp::array_t<wp::vec_t<3, wp::float32>> var_b = _wp_args->b;
    wp::array_t<wp::vec_t<3, wp::float32>> var_c = _wp_args->c;
    wp::int32 var_seed = _wp_args->seed;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_a = _wp_adj_args->a;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_b = _wp_adj_args->b;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_c = _wp_adj_args->c;
    wp::int32 adj_seed = _wp_adj_args->seed;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::uint32 var_1;
    wp::vec_t<3, wp::float32>* var_2;
    wp::vec_t<3, wp::float32>* var_3;
    wp::vec_t<3, wp::float32>* var_4;
    wp::mat_t<3, 3, wp::float32> var_5;
    wp::vec_t<3, wp::float32> var_6;
    wp::vec_t<3, wp::float32> var_7;
    wp::vec_t<3, wp::float32> var_8;
    const wp::float32 var_9 = 0.0;
    const wp::int32 var_10 = 0;
    wp::vec_t<3, wp::float32> var_11;
    wp::vec_t<3, wp::float32> var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    const wp::int32 var_15 = 1;
    wp::vec_t<3, wp::float32> var_16;
    wp::vec_t<3, wp::float32> var_17;
    wp::float32 var_18;
    wp::float32 var_19;
    const wp::int32 var_20 = 2;
    wp::vec_t<3, wp::float32> var_21;
    wp::vec_t<3, wp::float32> var_22;
    wp::float32 var_23;
    wp::float32 var_24;
    const wp::int32 var_25 = 3;
    wp::vec_t<3, wp::float32> var_26;
    wp::vec_t<3, wp::float32> var_27;
    wp::float32 var_28;
    wp::float32 var_29;
    const wp::float32 var_30 = 0.25;
    wp::float32 var_31;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::uint32 adj_1 = {};
    wp::vec_t<3, wp::float32> adj_2 = {};
    wp::vec_t<3, wp::float32> adj_3 = {};
    wp::vec_t<3, wp::float32> adj_4 = {};
    wp::mat_t<3, 3, wp::float32> adj_5 = {};
    wp::vec_t<3, wp::float32> adj_6 = {};
    wp::vec_t<3, wp::float32> adj_7 = {};
    wp::vec_t<3, wp::float32> adj_8 = {};
    wp::float32 adj_9 = {};
    wp::int32 adj_10 = {};
    wp::vec_t<3, wp::float32> adj_11 = {};
    wp::vec_t<3, wp::float32> adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
    wp::int32 adj_15 = {};
    wp::vec_t<3, wp::float32> adj_16 = {};
    wp::vec_t<3, wp::float32> adj_17 = {};
    wp::float32 adj_18 = {};
    wp::float32 adj_19 = {};
    wp::int32 adj_20 = {};
    wp::vec_t<3, wp::float32> adj_21 = {};
    wp::vec_t<3, wp::float32> adj_22 = {};
    wp::float32 adj_23 = {};
    wp::float32 adj_24 = {};
    wp::int32 adj_25 = {};
    wp::vec_t<3, wp::float32> adj_26 = {};
    wp::vec_t<3, wp::float32> adj_27 = {};
    wp::float32 adj_28 = {};
    wp::float32 adj_29 = {};
    wp::float32 adj_30 = {};
    wp::float32 adj_31 = {};
    //---------
    // forward
    // def sampling_s000000(                                                                  <L 8>
    // i = wp.tid()                                                                           <L 15>
    var_0 = builtin_tid1d();
    // rng = wp.rand_init(seed, i)                                                            <L 16>
    var_1 = wp::rand_init(var_seed, var_0);
    // x0, x1 = wp.matrix_from_rows(a[i], b[i], c[i]), 0.0                                    <L 17>
    var_2 = wp::address(var_a, var_0);
    var_3 = wp::address(var_b, var_0);
    var_4 = wp::address(var_c, var_0);
    var_6 = wp::load(var_2);
    var_7 = wp::load(var_3);
    var_8 = wp::load(var_4);
    var_5 = wp::matrix_from_rows<wp::float32>(var_6, var_7, var_8);
    // for j in range(steps):                                                                 <L 18>
    // x3 = wp.sample_unit_sphere_surface(rng)                                                <L 19>
    var_11 = wp::sample_unit_sphere_surface(var_1);
    // x2 = x0 @ x3                                                                           <L 20>
    var_12 = wp::mul(var_5, var_11);
    // x1 += wp.length_sq(x2)                                                                 <L 21>
    var_13 = wp::length_sq(var_12);
    var_14 = wp::add(var_9, var_13);
    // x3 = wp.sample_unit_sphere_surface(rng)                                                <L 19>
    var_16 = wp::sample_unit_sphere_surface(var_1);
    // x2 = x0 @ x3                                                                           <L 20>
    var_17 = wp::mul(var_5, var_16);
    // x1 += wp.length_sq(x2)                                                                 <L 21>
    var_18 = wp::length_sq(var_17);
    var_19 = wp::add(var_14, var_18);
    // x3 = wp.sample_unit_sphere_surface(rng)                                                <L 19>
    var_21 = wp::sample_unit_sphere_surface(var_1);
    // x2 = x0 @ x3                                                                           <L 20>
    var_22 = wp::mul(var_5, var_21);
    // x1 += wp.length_sq(x2)                                                                 <L 21>
    var_23 = wp::length_sq(var_22);
    var_24 = wp::add(var_19, var_23);
    // x3 = wp.sample_unit_sphere_surface(rng)                                                <L 19>
    var_26 = wp::sample_unit_sphere_surface(var_1);
    // x2 = x0 @ x3                                                                           <L 20>
    var_27 = wp::mul(var_5, var_26);
    // x1 += wp.length_sq(x2)                                                                 <L 21>
    var_28 = wp::length_sq(var_27);
    var_29 = wp::add(var_24, var_28);
    // out[i] = x1 * scale                                                                    <L 22>
    var_31 = wp::mul(var_29, var_30);
    // wp::array_store(var_out, var_0, var_31);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_31, adj_out, adj_0, adj_31);
    wp::adj_mul(var_29, var_30, adj_29, adj_30, adj_31);
    // adj: out[i] = x1 * scale                                                               <L 22>
    wp::adj_add(var_24, var_28, adj_24, adj_28, adj_29);
    wp::adj_length_sq(var_27, adj_27, adj_28);
    // adj: x1 += wp.length_sq(x2)                                                            <L 21>
    wp::adj_mul(var_5, var_26, adj_5, adj_26, adj_27);
    // adj: x2 = x0 @ x3                                                                      <L 20>
    // adj: x3 = wp.sample_unit_sphere_surface(rng)                                           <L 19>
    wp::adj_add(var_19, var_23, adj_19, adj_23, adj_24);
    wp::adj_length_sq(var_22, adj_22, adj_23);
    // adj: x1 += wp.length_sq(x2)                                                            <L 21>
    wp::adj_mul(var_5, var_21, adj_5, adj_21, adj_22);
    // adj: x2 = x0 @ x3                                                                      <L 20>
    // adj: x3 = wp.sample_unit_sphere_surface(rng)                                           <L 19>
    wp::adj_add(var_14, var_18, adj_14, adj_18, adj_19);
    wp::adj_length_sq(var_17, adj_17, adj_18);
    // adj: x1 += wp.length_sq(x2)                                                            <L 21>
    wp::adj_mul(var_5, var_16, adj_5, adj_16, adj_17);
    // adj: x2 = x0 @ x3                                                                      <L 20>
    // adj: x3 = wp.sample_unit_sphere_surface(rng)                                           <L 19>
    wp::adj_add(var_9, var_13, adj_9, adj_13, adj_14);
    wp::adj_length_sq(var_12, adj_12, adj_13);
    // adj: x1 += wp.length_sq(x2)                                                            <L 21>
    wp::adj_mul(var_5, var_11, adj_5, adj_11, adj_12);
    // adj: x2 = x0 @ x3                                                                      <L 20>
    // adj: x3 = wp.sample_unit_sphere_surface(rng)                                           <L 19>
    // adj: for j in range(steps):                                                            <L 18>
    wp::adj_matrix_from_rows(var_6, var_7, var_8, adj_2, adj_3, adj_4, adj_5);
    wp::adj_address(var_c, var_0, adj_c, adj_0, adj_4);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_3);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_2);
    // adj: x0, x1 = wp.matrix_from_rows(a[i], b[i], c[i]), 0.0                               <L 17>
    // adj: rng = wp.rand_init(seed, i)                                                       <L 16>
    // adj: i = wp.tid()                                                                      <L 15>
    // adj: def sampling_s000000(                                                             <L 8>
    return;
}