template <bool wp_linear_contiguous>
static void make_sampling_s000002__locals__sampling_s000002_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_make_sampling_s000002__locals__sampling_s000002 *_wp_args,
    wp_args_make_sampling_s000002__locals__sampling_s000002 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_make_sampling_s000002__locals__sampling_s000002 wp_contiguous_args;
    wp_args_make_sampling_s000002__locals__sampling_s000002 wp_contiguous_adj_args;
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
        wp_contiguous_args.d.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_adj_args.d.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.e.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_adj_args.e.strides[0] = sizeof(wp::vec_t<3, wp::float32>);
        wp_contiguous_args.f.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.f.strides[0] = sizeof(wp::float32);
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
    wp::array_t<wp::vec_t<3, wp::float32>> var_d = _wp_args->d;
    wp::array_t<wp::vec_t<3, wp::float32>> var_e = _wp_args->e;
    wp::array_t<wp::float32> var_f = _wp_args->f;
    wp::int32 var_seed = _wp_args->seed;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_a = _wp_adj_args->a;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_b = _wp_adj_args->b;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_c = _wp_adj_args->c;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_d = _wp_adj_args->d;
    wp::array_t<wp::vec_t<3, wp::float32>> adj_e = _wp_adj_args->e;
    wp::array_t<wp::float32> adj_f = _wp_adj_args->f;
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
    wp::vec_t<3, wp::float32>* var_12;
    wp::vec_t<3, wp::float32> var_13;
    wp::vec_t<3, wp::float32> var_14;
    wp::vec_t<3, wp::float32> var_15;
    wp::vec_t<3, wp::float32>* var_16;
    wp::vec_t<3, wp::float32> var_17;
    wp::vec_t<3, wp::float32> var_18;
    wp::float32* var_19;
    wp::float32 var_20;
    wp::float32 var_21;
    wp::float32 var_22;
    const wp::int32 var_23 = 1;
    wp::vec_t<3, wp::float32> var_24;
    wp::vec_t<3, wp::float32>* var_25;
    wp::vec_t<3, wp::float32> var_26;
    wp::vec_t<3, wp::float32> var_27;
    wp::vec_t<3, wp::float32> var_28;
    wp::vec_t<3, wp::float32>* var_29;
    wp::vec_t<3, wp::float32> var_30;
    wp::vec_t<3, wp::float32> var_31;
    wp::float32* var_32;
    wp::float32 var_33;
    wp::float32 var_34;
    wp::float32 var_35;
    const wp::float32 var_36 = 0.5;
    wp::float32 var_37;
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
    wp::vec_t<3, wp::float32> adj_13 = {};
    wp::vec_t<3, wp::float32> adj_14 = {};
    wp::vec_t<3, wp::float32> adj_15 = {};
    wp::vec_t<3, wp::float32> adj_16 = {};
    wp::vec_t<3, wp::float32> adj_17 = {};
    wp::vec_t<3, wp::float32> adj_18 = {};
    wp::float32 adj_19 = {};
    wp::float32 adj_20 = {};
    wp::float32 adj_21 = {};
    wp::float32 adj_22 = {};
    wp::int32 adj_23 = {};
    wp::vec_t<3, wp::float32> adj_24 = {};
    wp::vec_t<3, wp::float32> adj_25 = {};
    wp::vec_t<3, wp::float32> adj_26 = {};
    wp::vec_t<3, wp::float32> adj_27 = {};
    wp::vec_t<3, wp::float32> adj_28 = {};
    wp::vec_t<3, wp::float32> adj_29 = {};
    wp::vec_t<3, wp::float32> adj_30 = {};
    wp::vec_t<3, wp::float32> adj_31 = {};
    wp::float32 adj_32 = {};
    wp::float32 adj_33 = {};
    wp::float32 adj_34 = {};
    wp::float32 adj_35 = {};
    wp::float32 adj_36 = {};
    wp::float32 adj_37 = {};
    //---------
    // forward
    // def sampling_s000002(                                                                  <L 8>
    // i = wp.tid()                                                                           <L 18>
    var_0 = builtin_tid1d();
    // rng = wp.rand_init(seed, i)                                                            <L 19>
    var_1 = wp::rand_init(var_seed, var_0);
    // x0 = wp.matrix_from_rows(a[i], b[i], c[i])                                             <L 20>
    var_2 = wp::address(var_a, var_0);
    var_3 = wp::address(var_b, var_0);
    var_4 = wp::address(var_c, var_0);
    var_6 = wp::load(var_2);
    var_7 = wp::load(var_3);
    var_8 = wp::load(var_4);
    var_5 = wp::matrix_from_rows<wp::float32>(var_6, var_7, var_8);
    // x1 = 0.0                                                                               <L 21>
    // for j in range(wp.static(steps)):                                                      <L 22>
    // x3 = wp.sample_unit_sphere_surface(rng)                                                <L 23>
    var_11 = wp::sample_unit_sphere_surface(var_1);
    // x2 = d[i] + x0 @ x3                                                                    <L 24>
    var_12 = wp::address(var_d, var_0);
    var_13 = wp::mul(var_5, var_11);
    var_15 = wp::load(var_12);
    var_14 = wp::add(var_15, var_13);
    // x1 += wp.norm_pseudo_huber(x2 - e[i], f[i])                                            <L 25>
    var_16 = wp::address(var_e, var_0);
    var_18 = wp::load(var_16);
    var_17 = wp::sub(var_14, var_18);
    var_19 = wp::address(var_f, var_0);
    var_21 = wp::load(var_19);
    var_20 = norm_pseudo_huber_0(var_17, var_21);
    var_22 = wp::add(var_9, var_20);
    // x3 = wp.sample_unit_sphere_surface(rng)                                                <L 23>
    var_24 = wp::sample_unit_sphere_surface(var_1);
    // x2 = d[i] + x0 @ x3                                                                    <L 24>
    var_25 = wp::address(var_d, var_0);
    var_26 = wp::mul(var_5, var_24);
    var_28 = wp::load(var_25);
    var_27 = wp::add(var_28, var_26);
    // x1 += wp.norm_pseudo_huber(x2 - e[i], f[i])                                            <L 25>
    var_29 = wp::address(var_e, var_0);
    var_31 = wp::load(var_29);
    var_30 = wp::sub(var_27, var_31);
    var_32 = wp::address(var_f, var_0);
    var_34 = wp::load(var_32);
    var_33 = norm_pseudo_huber_0(var_30, var_34);
    var_35 = wp::add(var_22, var_33);
    // out[i] = x1 * scale                                                                    <L 26>
    var_37 = wp::mul(var_35, var_36);
    // wp::array_store(var_out, var_0, var_37);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_37, adj_out, adj_0, adj_37);
    wp::adj_mul(var_35, var_36, adj_35, adj_36, adj_37);
    // adj: out[i] = x1 * scale                                                               <L 26>
    wp::adj_add(var_22, var_33, adj_22, adj_33, adj_35);
    adj_norm_pseudo_huber_0(var_30, var_34, adj_30, adj_32, adj_33);
    wp::adj_address(var_f, var_0, adj_f, adj_0, adj_32);
    wp::adj_sub(var_27, var_31, adj_27, adj_29, adj_30);
    wp::adj_address(var_e, var_0, adj_e, adj_0, adj_29);
    // adj: x1 += wp.norm_pseudo_huber(x2 - e[i], f[i])                                       <L 25>
    wp::adj_add(var_28, var_26, adj_25, adj_26, adj_27);
    wp::adj_mul(var_5, var_24, adj_5, adj_24, adj_26);
    wp::adj_address(var_d, var_0, adj_d, adj_0, adj_25);
    // adj: x2 = d[i] + x0 @ x3                                                               <L 24>
    // adj: x3 = wp.sample_unit_sphere_surface(rng)                                           <L 23>
    wp::adj_add(var_9, var_20, adj_9, adj_20, adj_22);
    adj_norm_pseudo_huber_0(var_17, var_21, adj_17, adj_19, adj_20);
    wp::adj_address(var_f, var_0, adj_f, adj_0, adj_19);
    wp::adj_sub(var_14, var_18, adj_14, adj_16, adj_17);
    wp::adj_address(var_e, var_0, adj_e, adj_0, adj_16);
    // adj: x1 += wp.norm_pseudo_huber(x2 - e[i], f[i])                                       <L 25>
    wp::adj_add(var_15, var_13, adj_12, adj_13, adj_14);
    wp::adj_mul(var_5, var_11, adj_5, adj_11, adj_13);
    wp::adj_address(var_d, var_0, adj_d, adj_0, adj_12);
    // adj: x2 = d[i] + x0 @ x3                                                               <L 24>
    // adj: x3 = wp.sample_unit_sphere_surface(rng)                                           <L 23>
    // adj: for j in range(wp.static(steps)):                                                 <L 22>
    // adj: x1 = 0.0                                                                          <L 21>
    wp::adj_matrix_from_rows(var_6, var_7, var_8, adj_2, adj_3, adj_4, adj_5);
    wp::adj_address(var_c, var_0, adj_c, adj_0, adj_4);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_3);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_2);
    // adj: x0 = wp.matrix_from_rows(a[i], b[i], c[i])                                        <L 20>
    // adj: rng = wp.rand_init(seed, i)                                                       <L 19>
    // adj: i = wp.tid()                                                                      <L 18>
    // adj: def sampling_s000002(                                                             <L 8>
    return;
}