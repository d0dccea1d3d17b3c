extern "C" __global__ void make_sampling_s000001__locals__sampling_s000001_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_a,
    wp::array_t<wp::vec_t<3, wp::float32>> var_b,
    wp::array_t<wp::vec_t<3, wp::float32>> var_c,
    wp::array_t<wp::vec_t<3, wp::float32>> var_d,
    wp::array_t<wp::vec_t<3, wp::float32>> var_e,
    wp::array_t<wp::float32> var_f,
    wp::int32 var_seed,
    wp::array_t<wp::float32> var_out)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

        //---------
        // primal vars
        wp::int32 var_0;
        wp::uint32 var_1;
        wp::vec_t<3, wp::float32>* var_2;
        wp::vec_t<3, wp::float32>* var_3;
        wp::vec_t<3, wp::float32>* var_4;
        wp::mat_t<3, 3, wp::float32> var_5;
        wp::float32 var_6;
        wp::vec_t<3, wp::float32> var_7;
        wp::vec_t<3, wp::float32> var_8;
        wp::vec_t<3, wp::float32> var_9;
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
        const wp::int32 var_36 = 2;
        wp::vec_t<3, wp::float32> var_37;
        wp::vec_t<3, wp::float32>* var_38;
        wp::vec_t<3, wp::float32> var_39;
        wp::vec_t<3, wp::float32> var_40;
        wp::vec_t<3, wp::float32> var_41;
        wp::vec_t<3, wp::float32>* var_42;
        wp::vec_t<3, wp::float32> var_43;
        wp::vec_t<3, wp::float32> var_44;
        wp::float32* var_45;
        wp::float32 var_46;
        wp::float32 var_47;
        wp::float32 var_48;
        const wp::int32 var_49 = 3;
        wp::vec_t<3, wp::float32> var_50;
        wp::vec_t<3, wp::float32>* var_51;
        wp::vec_t<3, wp::float32> var_52;
        wp::vec_t<3, wp::float32> var_53;
        wp::vec_t<3, wp::float32> var_54;
        wp::vec_t<3, wp::float32>* var_55;
        wp::vec_t<3, wp::float32> var_56;
        wp::vec_t<3, wp::float32> var_57;
        wp::float32* var_58;
        wp::float32 var_59;
        wp::float32 var_60;
        wp::float32 var_61;
        const wp::int32 var_62 = 4;
        wp::vec_t<3, wp::float32> var_63;
        wp::vec_t<3, wp::float32>* var_64;
        wp::vec_t<3, wp::float32> var_65;
        wp::vec_t<3, wp::float32> var_66;
        wp::vec_t<3, wp::float32> var_67;
        wp::vec_t<3, wp::float32>* var_68;
        wp::vec_t<3, wp::float32> var_69;
        wp::vec_t<3, wp::float32> var_70;
        wp::float32* var_71;
        wp::float32 var_72;
        wp::float32 var_73;
        wp::float32 var_74;
        const wp::int32 var_75 = 5;
        wp::vec_t<3, wp::float32> var_76;
        wp::vec_t<3, wp::float32>* var_77;
        wp::vec_t<3, wp::float32> var_78;
        wp::vec_t<3, wp::float32> var_79;
        wp::vec_t<3, wp::float32> var_80;
        wp::vec_t<3, wp::float32>* var_81;
        wp::vec_t<3, wp::float32> var_82;
        wp::vec_t<3, wp::float32> var_83;
        wp::float32* var_84;
        wp::float32 var_85;
        wp::float32 var_86;
        wp::float32 var_87;
        const wp::int32 var_88 = 6;
        wp::vec_t<3, wp::float32> var_89;
        wp::vec_t<3, wp::float32>* var_90;
        wp::vec_t<3, wp::float32> var_91;
        wp::vec_t<3, wp::float32> var_92;
        wp::vec_t<3, wp::float32> var_93;
        wp::vec_t<3, wp::float32>* var_94;
        wp::vec_t<3, wp::float32> var_95;
        wp::vec_t<3, wp::float32> var_96;
        wp::float32* var_97;
        wp::float32 var_98;
        wp::float32 var_99;
        wp::float32 var_100;
        const wp::int32 var_101 = 7;
        wp::vec_t<3, wp::float32> var_102;
        wp::vec_t<3, wp::float32>* var_103;
        wp::vec_t<3, wp::float32> var_104;
        wp::vec_t<3, wp::float32> var_105;
        wp::vec_t<3, wp::float32> var_106;
        wp::vec_t<3, wp::float32>* var_107;
        wp::vec_t<3, wp::float32> var_108;
        wp::vec_t<3, wp::float32> var_109;
        wp::float32* var_110;
        wp::float32 var_111;
        wp::float32 var_112;
        wp::float32 var_113;
        const wp::float32 var_114 = 0.125;
        wp::float32 var_115;
        //---------
        // forward
        // def sampling_s000001(                                                                  <L 13>
        // i = wp.tid()                                                                           <L 23>
        var_0 = builtin_tid1d();
        // rng = wp.rand_init(seed, i)                                                            <L 24>
        var_1 = wp::rand_init(var_seed, var_0);
        // x0, x1 = sampling_s000001_pair(a[i], b[i], c[i])                                       <L 25>
        var_2 = wp::address(var_a, var_0);
        var_3 = wp::address(var_b, var_0);
        var_4 = wp::address(var_c, var_0);
        var_7 = wp::load(var_2);
        var_8 = wp::load(var_3);
        var_9 = wp::load(var_4);
        sampling_s000001_pair_0(var_7, var_8, var_9, var_5, var_6);
        // for j in range(8):                                                                     <L 26>
        // x3 = wp.sample_unit_sphere_surface(rng)                                                <L 27>
        var_11 = wp::sample_unit_sphere_surface(var_1);
        // x2 = d[i] + x0 @ x3                                                                    <L 28>
        var_12 = wp::address(var_d, var_0);
        var_13 = wp::mul(var_5, var_11);
        var_15 = wp::load(var_12);
        var_14 = wp::add(var_15, var_13);
        // x1 += wp.norm_pseudo_huber(x2 - e[i], f[i])                                            <L 29>
        var_16 = wp::address(var_e, var_0);
        var_18 = wp::load(var_16);
        var_17 = wp::sub(var_14, var_18);
        var_19 = wp::address(var_f, var_0);
        var_21 = wp::load(var_19);
        var_20 = norm_pseudo_huber_0(var_17, var_21);
        var_22 = wp::add(var_6, var_20);
        // x3 = wp.sample_unit_sphere_surface(rng)                                                <L 27>
        var_24 = wp::sample_unit_sphere_surface(var_1);
        // x2 = d[i] + x0 @ x3                                                                    <L 28>
        var_25 = wp::address(var_d, var_0);
        var_26 = wp::mul(var_5, var_24);
        var_28 = wp::load(var_25);
        var_27 = wp::add(var_28, var_26);
        // x1 += wp.norm_pseudo_huber(x2 - e[i], f[i])                                            <L 29>
        var_29 = wp::address(var_e, var_0);
        var_31 = wp::load(var_29);
        var_30 = wp::sub(var_27, var_31);
        var_32 = wp::address(var_f, var_0);
        var_34 = wp::load(var_32);
        var_33 = norm_pseudo_huber_0(var_30, var_34);
        var_35 = wp::add(var_22, var_33);
        // x3 = wp.sample_unit_sphere_surface(rng)                                                <L 27>
        var_37 = wp::sample_unit_sphere_surface(var_1);
        // x2 = d[i] + x0 @ x3                                                                    <L 28>
        var_38 = wp::address(var_d, var_0);
        var_39 = wp::mul(var_5, var_37);
        var_41 = wp::load(var_38);
        var_40 = wp::add(var_41, var_39);
        // x1 += wp.norm_pseudo_huber(x2 - e[i], f[i])                                            <L 29>
        var_42 = wp::address(var_e, var_0);
        var_44 = wp::load(var_42);
        var_43 = wp::sub(var_40, var_44);
        var_45 = wp::address(var_f, var_0);
        var_47 = wp::load(var_45);
        var_46 = norm_pseudo_huber_0(var_43, var_47);
        var_48 = wp::add(var_35, var_46);
        // x3 = wp.sample_unit_sphere_surface(rng)                                                <L 27>
        var_50 = wp::sample_unit_sphere_surface(var_1);
        // x2 = d[i] + x0 @ x3                                                                    <L 28>
        var_51 = wp::address(var_d, var_0);
        var_52 = wp::mul(var_5, var_50);
        var_54 = wp::load(var_51);
        var_53 = wp::add(var_54, var_52);
        // x1 += wp.norm_pseudo_huber(x2 - e[i], f[i])                                            <L 29>
        var_55 = wp::address(var_e, var_0);
        var_57 = wp::load(var_55);
        var_56 = wp::sub(var_53, var_57);
        var_58 = wp::address(var_f, var_0);
        var_60 = wp::load(var_58);
        var_59 = norm_pseudo_huber_0(var_56, var_60);
        var_61 = wp::add(var_48, var_59);
        // x3 = wp.sample_unit_sphere_surface(rng)                                                <L 27>
        var_63 = wp::sample_unit_sphere_surface(var_1);
        // x2 = d[i] + x0 @ x3                                                                    <L 28>
        var_64 = wp::address(var_d, var_0);
        var_65 = wp::mul(var_5, var_63);
        var_67 = wp::load(var_64);
        var_66 = wp::add(var_67, var_65);
        // x1 += wp.norm_pseudo_huber(x2 - e[i], f[i])                                            <L 29>
        var_68 = wp::address(var_e, var_0);
        var_70 = wp::load(var_68);
        var_69 = wp::sub(var_66, var_70);
        var_71 = wp::address(var_f, var_0);
        var_73 = wp::load(var_71);
        var_72 = norm_pseudo_huber_0(var_69, var_73);
        var_74 = wp::add(var_61, var_72);
        // x3 = wp.sample_unit_sphere_surface(rng)                                                <L 27>
        var_76 = wp::sample_unit_sphere_surface(var_1);
        // x2 = d[i] + x0 @ x3                                                                    <L 28>
        var_77 = wp::address(var_d, var_0);
        var_78 = wp::mul(var_5, var_76);
        var_80 = wp::load(var_77);
        var_79 = wp::add(var_80, var_78);
        // x1 += wp.norm_pseudo_huber(x2 - e[i], f[i])                                            <L 29>
        var_81 = wp::address(var_e, var_0);
        var_83 = wp::load(var_81);
        var_82 = wp::sub(var_79, var_83);
        var_84 = wp::address(var_f, var_0);
        var_86 = wp::load(var_84);
        var_85 = norm_pseudo_huber_0(var_82, var_86);
        var_87 = wp::add(var_74, var_85);
        // x3 = wp.sample_unit_sphere_surface(rng)                                                <L 27>
        var_89 = wp::sample_unit_sphere_surface(var_1);
        // x2 = d[i] + x0 @ x3                                                                    <L 28>
        var_90 = wp::address(var_d, var_0);
        var_91 = wp::mul(var_5, var_89);
        var_93 = wp::load(var_90);
        var_92 = wp::add(var_93, var_91);
        // x1 += wp.norm_pseudo_huber(x2 - e[i], f[i])                                            <L 29>
        var_94 = wp::address(var_e, var_0);
        var_96 = wp::load(var_94);
        var_95 = wp::sub(var_92, var_96);
        var_97 = wp::address(var_f, var_0);
        var_99 = wp::load(var_97);
        var_98 = norm_pseudo_huber_0(var_95, var_99);
        var_100 = wp::add(var_87, var_98);
        // x3 = wp.sample_unit_sphere_surface(rng)                                                <L 27>
        var_102 = wp::sample_unit_sphere_surface(var_1);
        // x2 = d[i] + x0 @ x3                                                                    <L 28>
        var_103 = wp::address(var_d, var_0);
        var_104 = wp::mul(var_5, var_102);
        var_106 = wp::load(var_103);
        var_105 = wp::add(var_106, var_104);
        // x1 += wp.norm_pseudo_huber(x2 - e[i], f[i])                                            <L 29>
        var_107 = wp::address(var_e, var_0);
        var_109 = wp::load(var_107);
        var_108 = wp::sub(var_105, var_109);
        var_110 = wp::address(var_f, var_0);
        var_112 = wp::load(var_110);
        var_111 = norm_pseudo_huber_0(var_108, var_112);
        var_113 = wp::add(var_100, var_111);
        // out[i] = x1 * scale                                                                    <L 30>
        var_115 = wp::mul(var_113, var_114);
        wp::array_store(var_out, var_0, var_115);
    }
}